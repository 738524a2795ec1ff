// Ports and paths of the local Hearth platform (see platform.mjs). Every port is shifted by HEARTH_PORT_OFFSET.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The shell <-> remote contract major: the major of @hearth/shared's semver (ADR 0009), as remotes.json states it. */
export const CONTRACT_MAJOR = Number(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')).version.split('.')[0],
);
export const RUNTIME_DIR = path.join(ROOT, 'e2e', '.runtime');
const SUFFIX =
  process.env.HEARTH_PORT_OFFSET && process.env.HEARTH_PORT_OFFSET !== '0'
    ? `-${process.env.HEARTH_PORT_OFFSET}`
    : '';
export const DEPLOY_DIR = path.join(RUNTIME_DIR, `deploy${SUFFIX}`);
export const LOG_DIR = path.join(RUNTIME_DIR, `logs${SUFFIX}`);
/** The e2e suite's sandbox database (fresh per run; per port offset, so two suites never share one). */
export const E2E_DATA_DIR = path.join(RUNTIME_DIR, `sandbox-data${SUFFIX}`);
export const STATIC_SERVER = path.join(ROOT, 'e2e', 'platform', 'static-server.mjs');

/**
 * Every port below is shifted by HEARTH_PORT_OFFSET (default 0), so that a second copy of the platform (e.g. the
 * e2e suite while `npm start` runs) can live beside the first: HEARTH_PORT_OFFSET=10000 → shell 13000, sandbox 14000.
 */
export const PORT_OFFSET = Number(process.env.HEARTH_PORT_OFFSET || 0);
export const SANDBOX_PORT = 4000 + PORT_OFFSET;
export const SHELL_PORT = 3000 + PORT_OFFSET;
/** Port of the extra remote-content build (HEARTH_BUILD_ID=b, dist-b) used by the "another build" tests. */
export const CONTENT_B_PORT = 3102 + PORT_OFFSET;
/**
 * Port of remote-content's "c" build (dist-c): built declaring the next minor of @hearth/shared
 * (HEARTH_SHARED_BUILT_AGAINST), i.e. against a newer singleton than the shell provides: the shell must refuse it.
 */
export const CONTENT_C_PORT = 3103 + PORT_OFFSET;
/**
 * Port of the shell's server renderer (`shell/dist/server/server.js`, issue 29, ADR 0034): the shell's front (nginx or
 * the Node server) proxies `/` and the history routes to it, and serves the static index.html when it fails.
 */
export const RENDERER_PORT = 3100 + PORT_OFFSET;
/** Port of the test-only control server (stop/start a remote from a Playwright worker). */
export const CONTROL_PORT = 3990 + PORT_OFFSET;

/** The sandbox's plain-HTTP URL (the default platform's; sandboxUrl() follows HEARTH_TLS). */
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

/**
 * HEARTH_TLS=1 (with HEARTH_SERVER=nginx): the shell, the remotes and a proxy in front of the sandbox serve HTTPS
 * with HTTP/2 on their usual ports, with a local self-signed certificate (tls.mjs), like production static hosting.
 * Read at every call (the bench turns it on in its own process before starting the platform).
 */
export function useTls() {
  if (!['1', 'true'].includes(String(process.env.HEARTH_TLS ?? '').toLowerCase())) return false;
  if (process.env.HEARTH_SERVER !== 'nginx')
    throw new Error(
      `HEARTH_TLS=1 needs HEARTH_SERVER=nginx (HTTPS + HTTP/2 is nginx's; got HEARTH_SERVER=${process.env.HEARTH_SERVER ?? '(unset)'})`,
    );
  return true;
}

/**
 * HEARTH_ONE_ORIGIN=1 (with HEARTH_SERVER=nginx; with or without HEARTH_TLS): one origin per site (ADR 0017). The
 * shell's nginx also serves the API under /api/ and each remote under /mf/<name>/ (deploy/nginx/gateway-conf.mjs),
 * and the deploy files name them root-relative (`/api/cmis`, `/mf/remote_listings/mf-manifest.json`). The remotes
 * and the sandbox still answer on their own ports too. Read at every call (the bench sets it in its own process).
 */
export function useOneOrigin() {
  if (!['1', 'true'].includes(String(process.env.HEARTH_ONE_ORIGIN ?? '').toLowerCase())) return false;
  if (process.env.HEARTH_SERVER !== 'nginx')
    throw new Error(
      `HEARTH_ONE_ORIGIN=1 needs HEARTH_SERVER=nginx (the gateway is the shell's nginx; got HEARTH_SERVER=${process.env.HEARTH_SERVER ?? '(unset)'})`,
    );
  return true;
}

/**
 * Server-rendered pages (the default): the platform runs the shell's renderer beside the shell. HEARTH_SSR=0 runs
 * without it (every page rendered in the browser from the static index.html, as before issue 29). Read at every call.
 */
export function useRenderer() {
  return !['0', 'false'].includes(String(process.env.HEARTH_SSR ?? '').toLowerCase());
}

/**
 * HEARTH_RENDERERS=N (default 1): the platform starts N renderer processes on consecutive ports from RENDERER_PORT
 * (the server renders one page at a time per process and holds no state between requests, ADR 0033), all of them
 * in the nginx upstream of the shell's front. More than one needs HEARTH_SERVER=nginx (the Node front proxies to one
 * renderer). Beside the e2e suite's builds b and c (3102, 3103) at most 2. Read at every call.
 */
export function rendererPorts() {
  const text = process.env.HEARTH_RENDERERS || '1';
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 8)
    throw new Error(
      `HEARTH_RENDERERS: a number of renderer processes from 1 to 8, not ${JSON.stringify(text)}`,
    );
  if (count > 1 && process.env.HEARTH_SERVER !== 'nginx')
    throw new Error(
      `HEARTH_RENDERERS=${count} needs HEARTH_SERVER=nginx (its upstream shares the pages out)`,
    );
  return Array.from({ length: count }, (_, i) => RENDERER_PORT + i);
}

/**
 * HEARTH_PAGE_CACHE=1: the shell's nginx keeps the rendered pages as their Cache-Control allows (ADR 0036). Off when
 * unset here; `npm start` (production-like) sets it to 1 unless told otherwise, the e2e suite to 0 (its specs change
 * sandbox data and reload: a cached page would be stale for a minute), but for the spec that tests the cache on a
 * front of its own. Read at every call.
 */
export function usePageCache() {
  return ['1', 'true'].includes(String(process.env.HEARTH_PAGE_CACHE ?? '').toLowerCase());
}

/** One origin per site: where the shell's gateway serves the API and each remote (root-relative paths). */
export const GATEWAY_API_PREFIX = '/api';
export function gatewayRemotePrefix(name) {
  return `/mf/${name}`;
}

/** `https` with HEARTH_TLS=1, else `http`: the scheme of every URL the platform writes and serves. */
export function scheme() {
  return useTls() ? 'https' : 'http';
}

/** The sandbox's public URL (what runtime-config.json names): HTTPS through its nginx proxy with HEARTH_TLS=1. */
export function sandboxUrl(port = SANDBOX_PORT) {
  return `${scheme()}://127.0.0.1:${port}`;
}

/** With HEARTH_TLS=1 the sandbox's own (plain HTTP) port, behind the TLS proxy on the public one. */
export function sandboxUpstreamPort(port = SANDBOX_PORT) {
  return port + 100;
}

/**
 * The platform registry: each remote's container name, package folder, package name, dev port and i18n namespace
 * (shared/registry/remotes.json, also read by lint, jest, the webpack configs and the shared contract's tests).
 */
export const REMOTE_REGISTRY = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'shared', 'registry', 'remotes.json'), 'utf8'),
);

/** Container name -> package folder, package name and port (shifted by HEARTH_PORT_OFFSET). */
export const REMOTES = Object.fromEntries(
  REMOTE_REGISTRY.map((r) => [r.name, { pkg: r.dir, packageName: r.package, port: r.port + PORT_OFFSET }]),
);
export const REMOTE_NAMES = Object.keys(REMOTES);

/**
 * The file of a remote build that remotes.json points at. The shell registers remotes from `entry`; both
 * mf-manifest.json and remoteEntry.js are emitted by every build (manifest: true).
 */
export const ENTRY_FILE = process.env.HEARTH_REMOTE_ENTRY_FILE || 'mf-manifest.json';

/**
 * Where built apps are read from: `<root>/<package>/dist`. HEARTH_DIST_ROOT points at a copy of the dists instead
 * (same layout), e.g. to test a snapshot while the package folders are being rebuilt.
 */
export const DIST_ROOT = process.env.HEARTH_DIST_ROOT
  ? path.resolve(ROOT, process.env.HEARTH_DIST_ROOT)
  : ROOT;

export function remoteDist(name, variant = 'dist') {
  return path.join(DIST_ROOT, REMOTES[name].pkg, variant);
}
export function shellDist() {
  return path.join(DIST_ROOT, 'shell', 'dist');
}
/** A JSON file a build generates from its page definitions (ADR 0028); missing → build the package. */
function generatedRouteFile(dist, label, file) {
  const abs = path.join(dist, file);
  if (!fs.existsSync(abs))
    throw new Error(`${label}: no ${file} in ${path.relative(DIST_ROOT, dist)} (build it first)`);
  return JSON.parse(fs.readFileSync(abs, 'utf8'));
}

/** The path prefixes a remote's build generates (`prefixes.json`), which the deploy puts in remotes.json. */
export function remotePrefixes(name, variant = 'dist') {
  return generatedRouteFile(remoteDist(name, variant), name, 'prefixes.json').prefixes;
}

/** A remote's pages as its build generates them (`routes.json`): id, path, chrome and example URLs. */
export function remoteRoutes(name, variant = 'dist') {
  return generatedRouteFile(remoteDist(name, variant), name, 'routes.json').routes;
}

/** The shell's own pages as its build generates them (`routes.json`, from src/route-table/shell-pages.ts). */
export function shellRoutes() {
  return generatedRouteFile(shellDist(), 'shell', 'routes.json').routes;
}

export function remoteEntryUrl(name, port = REMOTES[name].port) {
  return `${scheme()}://127.0.0.1:${port}/${ENTRY_FILE}`;
}
