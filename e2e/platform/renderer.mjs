// The shell's server renderer as a platform service (issue 29, ADR 0034): `shell/dist/server/server.js`, built by the
// shell's `build:server` (steps.mjs buildAll). The shell's front (nginx or the Node server) proxies `/` and the
// history routes to it and serves the static index.html whenever it is down, errs or is slow; HEARTH_SSR=0 runs the
// platform without it (ports.mjs useRenderer), HEARTH_RENDERERS=N with N processes on consecutive ports (rendererPorts).
import fs from 'node:fs';
import path from 'node:path';
import { assertPortFree, services, spawnService, waitForHttp } from './processes.mjs';
import {
  DEPLOY_DIR,
  REMOTES,
  RENDERER_PORT,
  ROOT,
  SHELL_PORT,
  rendererPorts,
  scheme,
  shellDist,
  useTls,
} from './ports.mjs';
import { ensureCertificate } from './tls.mjs';

/** The renderer's budget on this one-machine platform, in ms (see `startRenderer`). */
const PLATFORM_BUDGET_MS = 1500;
/** The first renderer's service label (the others': `renderer@<port>`). */
export const RENDERER_LABEL = 'renderer';

/** A renderer's service label by its port. */
export function rendererLabel(port = RENDERER_PORT) {
  return port === RENDERER_PORT ? RENDERER_LABEL : `${RENDERER_LABEL}@${port}`;
}

/** The origins of the platform's renderer processes (HEARTH_RENDERERS), the nginx upstream's servers. */
export function rendererUrls() {
  return rendererPorts().map((port) => rendererUrl(port));
}

/** The origin the shell's front sends pages to. */
export function rendererUrl(port = RENDERER_PORT) {
  return `http://127.0.0.1:${port}`;
}

/**
 * Starts the renderer; resolves once it answers a page. It sends its own requests (API, server containers) through
 * the shell's origin (`--origin`: with HEARTH_ONE_ORIGIN=1 the gateway; otherwise the deploy files name absolute
 * hosts, which it calls directly) and loads server containers from the remotes' origins only (`--allow-origins`).
 * With HEARTH_TLS=1 it trusts the platform's local certificate (NODE_EXTRA_CA_CERTS).
 * @param {{ port?: number, deployDir?: string, dist?: string, shellPort?: number }} [opts]
 */
export async function startRenderer({
  port = RENDERER_PORT,
  deployDir = DEPLOY_DIR,
  dist = shellDist(),
  shellPort = SHELL_PORT,
} = {}) {
  const program = path.join(dist, 'server', 'server.js');
  if (!fs.existsSync(program))
    throw new Error(
      `The shell's server is not built: ${path.relative(ROOT, program)} is missing. Run \`pnpm --filter @hearth/shell build:server\` after its build (npm start does both), or set HEARTH_SSR=0 to serve without server rendering.`,
    );
  const label = rendererLabel(port);
  await assertPortFree(port, label);
  const remoteOrigins = Object.values(REMOTES).map((r) => `${scheme()}://127.0.0.1:${r.port}`);
  const args = [
    program,
    ...['--port', String(port), '--dist', dist, '--deploy-dir', deployDir],
    ...['--origin', `${scheme()}://127.0.0.1:${shellPort}`, '--allow-origins', remoteOrigins.join(',')],
    // The server's budget (ADR 0033; 300 ms by default): here the whole platform and the suite share two cores, so
    // a page's data gets longer before the server leaves it to the browser (HEARTH_SERVER_BUDGET_MS sets another).
    ...['--budget-ms', process.env.HEARTH_SERVER_BUDGET_MS || String(PLATFORM_BUDGET_MS)],
  ];
  const env = useTls() ? { NODE_EXTRA_CA_CERTS: ensureCertificate().certificate } : {};
  const url = `${rendererUrl(port)}/`;
  const service = spawnService(label, process.execPath, args, {
    cwd: path.join(ROOT, 'shell'),
    env,
    url,
  });
  await waitForHttp(url, { service });
  return service;
}

/** Starts the renderers of rendererPorts() that are not running (one at a time: each loads the remotes' code). */
export async function startRenderers({ deployDir = DEPLOY_DIR } = {}) {
  for (const port of rendererPorts())
    if (!services.has(rendererLabel(port))) await startRenderer({ port, deployDir });
}

/** Stops every renderer process of the platform. */
export async function stopRenderers() {
  for (const port of rendererPorts()) await services.get(rendererLabel(port))?.stop();
}
