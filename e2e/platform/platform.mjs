// Starts and stops the pieces of the Hearth platform on this machine: the sandbox API, the shell server and the
// five remote servers, each a child process. Used by `cli.mjs start`, by Playwright's global setup and by the bench.
//
//   const platform = await startPlatform({ logs: 'console' });   // or piece by piece:
//   writeDeploy(); await startSandbox(); await startShell(); await startRemote('remote_listings');
//   ...; await platform.stop();
//
// This is the public entry; the code lives in ports.mjs (ports and paths), deploy.mjs (runtime-config.json and
// remotes.json), processes.mjs (child processes, logs, readiness), services.mjs (the services, control server),
// renderer.mjs (the shell's server renderers; HEARTH_SSR=0: none; HEARTH_RENDERERS=N: N processes),
// nginx.mjs (HEARTH_SERVER=nginx; HEARTH_ONE_ORIGIN=1: the shell's gateway) and tls.mjs (HEARTH_TLS=1: the local
// certificate, https requests from Node).
export {
  CONTENT_B_PORT,
  CONTENT_C_PORT,
  CONTRACT_MAJOR,
  CONTROL_PORT,
  DEPLOY_DIR,
  DIST_ROOT,
  E2E_DATA_DIR,
  ENTRY_FILE,
  GATEWAY_API_PREFIX,
  LOG_DIR,
  PORT_OFFSET,
  REMOTES,
  REMOTE_NAMES,
  REMOTE_REGISTRY,
  RENDERER_PORT,
  ROOT,
  RUNTIME_DIR,
  SANDBOX_PORT,
  SANDBOX_URL,
  SHELL_PORT,
  gatewayRemotePrefix,
  remoteDist,
  remoteEntryUrl,
  remotePrefixes,
  rendererPorts,
  sandboxUpstreamPort,
  sandboxUrl,
  scheme,
  shellDist,
  useOneOrigin,
  usePageCache,
  useRenderer,
  useTls,
} from './ports.mjs';
export {
  RENDERER_LABEL,
  rendererLabel,
  rendererUrl,
  rendererUrls,
  startRenderer,
  startRenderers,
  stopRenderers,
} from './renderer.mjs';
export { reloadShellNginx, startShellNginx } from './nginx.mjs';
export { ensureCertificate, getJson, getUrl, probeServer, TLS_DIR } from './tls.mjs';
export {
  readRemotesJson,
  remotesManifest,
  runtimeConfig,
  setRemoteContract,
  setRemoteEntry,
  setRemotePrefixes,
  setRemoteRoutes,
  setRemoteServerEntry,
  writeDeploy,
} from './deploy.mjs';
export { isPortFree, logFile, logTail, runningServices, setLogMode, waitForHttp } from './processes.mjs';
export {
  startControlServer,
  startPlatform,
  startRemote,
  startSandbox,
  startShell,
  stopAll,
  stopOnSignals,
  stopRemote,
} from './services.mjs';
