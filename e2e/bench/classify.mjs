// How `pnpm bench` attributes a JavaScript response to the shell, a remote or shared code (rule in bench.mjs), and
// when a page's first data request starts relative to its page chunk (`dataStart`).
import path from 'node:path';
import { CONTENT_B_PORT, REMOTES, SANDBOX_PORT, SHELL_PORT, getJson } from '../platform/platform.mjs';

const SHARED_NAME_RULE =
  /(^|[-_~.])node_modules[_-](\.pnpm[_-])?(react|react-dom|react-router|react-router-dom|zustand|i18next|react-i18next|scheduler|tanstack[_+-](react-query|query-core))[_@-]|hearth[_-]shared/;
const REMOTE_PORTS = new Set([...Object.values(REMOTES).map((r) => r.port), CONTENT_B_PORT]);

/**
 * The same server as `url`'s origin, on 127.0.0.1 (Node does not resolve *.localhost like Chromium does), same
 * scheme (https: the platform's self-signed certificate is accepted on loopback, tls.mjs getJson).
 */
function loopback(url) {
  const u = new URL(url);
  return `${u.protocol}//127.0.0.1:${u.port || (u.protocol === 'https:' ? 443 : 80)}`;
}

/**
 * One origin per site (topology.mjs): a remote's files are under /mf/<name>/ of the shell's origin. Returns that
 * prefix of a URL's path (`/mf/remote_listings`), or '' for a file at the root of its origin.
 */
export function gatewayPrefix(url) {
  return /^\/mf\/[^/]+(?=\/)/.exec(new URL(url).pathname)?.[0] ?? '';
}

/** Where the mf-manifest.json beside a file lives: its origin, plus its /mf/<name> prefix (one origin per site). */
function manifestBase(url) {
  return `${new URL(url).origin}${gatewayPrefix(url)}`;
}

/** base -> Set of shared chunk file names (from the mf-manifest.json at that base). */
const sharedChunks = new Map();
async function sharedSetFor(base) {
  if (!sharedChunks.has(base)) {
    const set = new Set();
    // No manifest: the name rule alone applies.
    const manifest = await getJson(
      `${loopback(base)}${new URL(base).pathname.replace(/\/$/, '')}/mf-manifest.json`,
    );
    for (const s of manifest?.shared ?? [])
      for (const f of [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])])
        set.add(path.posix.basename(f));
    sharedChunks.set(base, set);
  }
  return sharedChunks.get(base);
}

/**
 * Packages whose code is shared at run time: the federation singletons and what @hearth/shared itself bundles
 * (its dependencies travel with it). A chunk is "shared" when most of its source bytes (from the build's source
 * map) come from these, or from the workspace `shared/` folder; the manifest only names the singletons' entry chunks.
 */
const SHARED_PACKAGES =
  /^(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|zustand|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements|valibot|ky|mitt|dompurify|libphonenumber-js|@tanstack\+react-query|@tanstack\+query-core)@/;

async function sharedBySourceMap(url) {
  try {
    const map = await getJson(`${loopback(url)}${new URL(url).pathname}.map`);
    if (!map) return false;
    let sharedBytes = 0;
    let total = 0;
    map.sources.forEach((source, i) => {
      const bytes = map.sourcesContent?.[i]?.length ?? 0;
      total += bytes;
      const pkg = source.match(/node_modules\/\.pnpm\/([^/]+)/)?.[1];
      if ((pkg && SHARED_PACKAGES.test(pkg)) || /(^|\/)\.\.\/shared\/|\/shared\/src\//.test(source))
        sharedBytes += bytes;
    });
    return total > 0 && sharedBytes / total > 0.5;
  } catch {
    return false;
  }
}

export async function classify(url) {
  const u = new URL(url);
  const file = path.posix.basename(u.pathname);
  const port = Number(u.port || (u.protocol === 'https:' ? 443 : 80));
  const shared =
    (await sharedSetFor(manifestBase(url))).has(file) ||
    SHARED_NAME_RULE.test(file) ||
    (await sharedBySourceMap(url));
  if (shared) return 'shared';
  if (port === SHELL_PORT) return gatewayPrefix(url) ? 'remote' : 'shell';
  if (REMOTE_PORTS.has(port)) return 'remote';
  return 'other';
}

/** A page module: `src/features/<domain>/pages/…` (remotes) or `src/features/<domain>/…-page.tsx` (shell). */
const PAGE_MODULE = /(^|\/)src\/features\/[^/]+\/(pages\/[^/]+|[^/]+-page)\.tsx?$/;

/**
 * Whether a JS file is a page chunk: its source map (fetched like above) lists a page module and not the app's
 * entry (`src/index.ts` / `src/bootstrap.tsx`: the shell's main chunk also bundles its 404 page). Remote pages are
 * always lazy (`lazy: () => import(...)`), so their chunk is the one the route's lazy loader requests.
 */
export async function isPageChunk(url) {
  try {
    const map = await getJson(`${loopback(url)}${new URL(url).pathname}.map`);
    if (!map) return false;
    const { sources = [] } = map;
    const entry = sources.some((source) => /(^|\/)src\/(index\.ts|bootstrap\.tsx)$/.test(source));
    return !entry && sources.some((source) => PAGE_MODULE.test(source));
  } catch {
    return false;
  }
}

/** Site resolution (host → agent) requests: shell start-up, not the page's data. */
const SITE_RESOLUTION = /^\/cmis\/(bimsUser\/getAgentProfile|ur\/info)$/;
/** One origin per site: the API under /api/ of the site's origin (topology.mjs). */
const GATEWAY_API = /^\/api(?=\/)/;

/** When the page's first API request starts relative to its page chunk request (bench.mjs's header comment). */
export async function dataStart(requests) {
  const started = requests
    .map(({ request, at }) => {
      const timing = request.timing();
      return {
        url: request.url(),
        type: request.resourceType(),
        start: timing.startTime > 0 ? timing.startTime : at,
      };
    })
    .sort((a, b) => a.start - b.start);
  const api = started.filter((r) => {
    const u = new URL(r.url);
    const viaGateway = GATEWAY_API.test(u.pathname);
    return (
      (Number(u.port) === SANDBOX_PORT || viaGateway) &&
      (r.type === 'fetch' || r.type === 'xhr') &&
      !SITE_RESOLUTION.test(viaGateway ? u.pathname.replace(GATEWAY_API, '') : u.pathname)
    );
  });
  let chunk = null;
  for (const r of started) {
    if (r.type === 'script' && (await isPageChunk(r.url))) {
      chunk = r;
      break;
    }
  }
  const t0 = started[0]?.start ?? 0;
  const short = (url) => url.replace(/^https?:\/\/[^/]+/, (o) => new URL(o).port);
  return {
    pageChunk: chunk && { url: short(chunk.url), atMs: Math.round(chunk.start - t0) },
    firstApi: api[0] ? { url: short(api[0].url), atMs: Math.round(api[0].start - t0) } : null,
    deltaMs: chunk && api[0] ? Math.round(api[0].start - chunk.start) : null,
    apiRequests: api.map((r) => ({ url: short(r.url), atMs: Math.round(r.start - t0) })),
  };
}
