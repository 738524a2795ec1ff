// The platform on nginx (the production configuration of deploy/nginx/) instead of the Node servers: the same
// dists, ports, deploy dir and labels, so stopRemote(), the control server and the specs work unchanged.
// services.mjs's startShell()/startRemote() hand over to these when useNginx() (HEARTH_SERVER=nginx; `npm test`
// sets it for the e2e stage, so CI runs the suite on nginx).
//
// Each container is one nginx master (`daemon off`, its own pid file and temp dirs under e2e/.runtime/nginx/)
// spawned like the Node servers (spawnService: own process group, logs, readiness), so stopping a service stops
// exactly that container. Select it with HEARTH_SERVER=nginx; ensureNginx() installs Debian's nginx if missing.
// With HEARTH_TLS=1 every container serves HTTPS + HTTP/2 with the local self-signed certificate (tls.mjs), and
// startSandboxProxy() puts a TLS proxy in front of the sandbox. With HEARTH_ONE_ORIGIN=1 the shell's nginx is also
// the gateway (platformGateway()): the sandbox under /api/ and each remote under /mf/<name>/ on the shell's origin.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_CSP } from '../../deploy/nginx/policy.mjs';
import { renderDeploy } from '../../deploy/nginx/render.mjs';
import { assertBuilt, assertPortFree, spawnService, waitForHttp } from './processes.mjs';
import {
  DEPLOY_DIR,
  PORT_OFFSET,
  REMOTES,
  RUNTIME_DIR,
  SANDBOX_PORT,
  SHELL_PORT,
  sandboxUpstreamPort,
  scheme,
  shellDist,
  useOneOrigin,
  usePageCache,
  useTls,
} from './ports.mjs';
import { ensureCertificate } from './tls.mjs';

/** The nginx binary (HEARTH_NGINX overrides it). */
export const NGINX = process.env.HEARTH_NGINX || 'nginx';

/** Rendered configurations, pid files and temp dirs (one folder per port offset, like the deploy and log dirs). */
export const NGINX_DIR = path.join(RUNTIME_DIR, PORT_OFFSET ? `nginx-${PORT_OFFSET}` : 'nginx');

/** HEARTH_SERVER=nginx: serve the shell and the remotes with nginx. */
export function useNginx() {
  return process.env.HEARTH_SERVER === 'nginx';
}

export function nginxAvailable() {
  return spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).status === 0;
}

/**
 * Installs Debian's nginx (and its brotli_static module, used when present) when `nginx` is missing: apt-get,
 * via sudo when not root. Resolves to an exit code, like ensureChromium() in steps.mjs.
 */
export function ensureNginx() {
  if (nginxAvailable()) return 0;
  console.log('[nginx] nginx is missing: installing Debian nginx with apt-get');
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const [cmd, pre] = root ? ['apt-get', []] : ['sudo', ['-n', 'apt-get']];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', env }).status ?? 1;
  let code = apt(['update']);
  if (code === 0) code = apt(['install', '-y', 'nginx']);
  if (code === 0) apt(['install', '-y', 'libnginx-mod-http-brotli-static']); // optional: gzip_static suffices
  return code === 0 && nginxAvailable() ? 0 : code || 1;
}

/**
 * The local CSP options (loopback override origins, like the Node servers); with TLS also their https twins, so
 * an override may point at a TLS server too.
 */
function localCsp(tls) {
  if (!tls) return LOCAL_CSP;
  const origins = LOCAL_CSP.overrideOrigins;
  return {
    ...LOCAL_CSP,
    overrideOrigins: [...origins, ...origins.map((o) => o.replace(/^http:/, 'https:'))],
  };
}

/**
 * HEARTH_ONE_ORIGIN=1: the shell's gateway (deploy/nginx/gateway-conf.mjs), to the platform's own servers: the
 * sandbox's plain-HTTP port (behind its TLS proxy with HEARTH_TLS=1: the gateway skips that hop) and each remote's
 * server (https with HEARTH_TLS=1: the local self-signed certificate, not verified).
 */
export function platformGateway() {
  const tls = useTls();
  return {
    api: `http://127.0.0.1:${tls ? sandboxUpstreamPort(SANDBOX_PORT) : SANDBOX_PORT}`,
    remotes: Object.fromEntries(
      Object.entries(REMOTES).map(([name, { port }]) => [name, `${scheme()}://127.0.0.1:${port}`]),
    ),
    verifyUpstreamTls: false,
  };
}

/** Renders one container's configuration (policy: deploy/nginx/policy.mjs) into NGINX_DIR; returns renderDeploy's. */
function renderContainer(description) {
  if (!nginxAvailable())
    throw new Error(`${NGINX} not found: install nginx (ensureNginx()) or unset HEARTH_SERVER`);
  const tls = useTls() ? ensureCertificate() : undefined;
  const withTls = (c) => c && { ...c, tls };
  const [rendered] = renderDeploy(
    {
      shell: withTls(description.shell),
      remotes: description.remotes?.map(withTls),
      proxies: description.proxies?.map(withTls),
      gateway: description.gateway,
      csp: localCsp(Boolean(tls)),
      nginx: {
        prefix: path.join(NGINX_DIR, 'run'),
        daemon: false,
        // Started as root (CI), nginx's workers would run as `nobody`, who may not read the checkout.
        user: typeof process.getuid === 'function' && process.getuid() === 0 ? 'root' : null,
      },
    },
    { out: path.join(NGINX_DIR, 'conf') },
  );
  return rendered;
}

/**
 * Renders one container and starts its nginx as a service with that label. With HEARTH_TLS=1 the shell, a remote
 * or a proxy of `description` gets the local certificate (HTTPS + HTTP/2). A page cache starts empty.
 */
async function startContainer(label, description, url, port) {
  await assertPortFree(port, label);
  const rendered = renderContainer(description);
  fs.rmSync(path.join(rendered.prefix, 'nginx.pid'), { force: true });
  if (rendered.pageCache) {
    fs.rmSync(rendered.pageCache, { recursive: true, force: true });
    fs.mkdirSync(rendered.pageCache, { recursive: true });
  }
  const service = spawnService(
    label,
    NGINX,
    ['-c', rendered.mainFile, '-p', rendered.prefix, '-e', 'stderr'],
    {
      url,
    },
  );
  await waitForHttp(url, { service });
  return service;
}

/**
 * The shell on nginx: shell/dist, the deploy dir's runtime-config.json and remotes.json. Same args as startShell
 * (`renderers`: the origins of the shell's server renderers, none by default here), plus `label` (another shell-like
 * app, e.g. the bench's monolith: its own configuration and service), `gateway` (default: platformGateway() with
 * HEARTH_ONE_ORIGIN=1, else none) and `pageCache` (with renderers: nginx's page cache, ADR 0036; default
 * HEARTH_PAGE_CACHE).
 */
export async function startShellNginx(opts = {}) {
  const { description, port, url } = shellDescription(opts);
  return startContainer(description.shell.label, description, url, port);
}

/**
 * A deploy on the shell's nginx started with these options: its configuration rendered again (the page cache's keys
 * change with the deploy files) and `nginx -s reload`; the cache on disk is kept. Resolves once the signal is sent.
 */
export function reloadShellNginx(opts = {}) {
  const rendered = renderContainer(shellDescription(opts).description);
  const reload = spawnSync(NGINX, ['-s', 'reload', '-c', rendered.mainFile, '-p', rendered.prefix], {
    encoding: 'utf8',
  });
  if (reload.status !== 0) throw new Error(`nginx -s reload failed: ${reload.stderr}`);
}

function shellDescription({
  port = SHELL_PORT,
  deployDir = DEPLOY_DIR,
  dist = shellDist(),
  label = 'shell',
  gateway = useOneOrigin() ? platformGateway() : undefined,
  renderers,
  pageCache = usePageCache(),
} = {}) {
  assertBuilt(dist, 'The shell', 'HEARTH_ALLOW_OVERRIDES=1 pnpm --filter @hearth/shell build');
  // Without renderers there is no page cache (render.mjs); with them, as pageCache says (default HEARTH_PAGE_CACHE).
  const shell = { label, listen: `127.0.0.1:${port}`, root: dist, deployDir, renderers, pageCache };
  return {
    description: { shell, gateway },
    port,
    url: `${scheme()}://127.0.0.1:${port}/runtime-config.json`,
  };
}

/** One remote on nginx, with the port, dist and label startRemote resolved (`remote_content@3102` for another build). */
export async function startRemoteNginx(name, { port, dir, label }) {
  return startContainer(
    label,
    { remotes: [{ name, label, listen: `127.0.0.1:${port}`, root: dir }] },
    `${scheme()}://127.0.0.1:${port}/remoteEntry.js`,
    port,
  );
}

/**
 * HEARTH_TLS=1: the sandbox's public port on nginx, HTTPS + HTTP/2, passing every request to the sandbox's own
 * plain-HTTP port on 127.0.0.1 (services.mjs startSandbox). Service label `sandbox-tls`.
 */
export async function startSandboxProxy({ port, upstreamPort }) {
  return startContainer(
    'sandbox-tls',
    {
      proxies: [
        { name: 'sandbox-tls', listen: `127.0.0.1:${port}`, upstream: `http://127.0.0.1:${upstreamPort}` },
      ],
    },
    `${scheme()}://127.0.0.1:${port}/__sandbox/health`,
    port,
  );
}
