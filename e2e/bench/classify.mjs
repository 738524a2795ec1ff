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

/** origin -> Set of shared chunk file names (from that origin's mf-manifest.json). */
const sharedChunks = new Map();
async function sharedSetFor(origin) {
  if (!sharedChunks.has(origin)) {
    const set = new Set();
    // No manifest: the name rule alone applies.
    const manifest = await getJson(`${loopback(origin)}/mf-manifest.json`);
    for (const s of manifest?.shared ?? [])
      for (const f of [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])])
        set.add(path.posix.basename(f));
    sharedChunks.set(origin, set);
  }
  return sharedChunks.get(origin);
}

/**
 * Packages whose code is shared at run time: the federation singletons and what @hearth/shared itself bundles
 * (its dependencies travel with it). A chunk is "shared" when most of its source bytes (from the build's source
 * map) come from these, or from the workspace `shared/` folder; the manifest only names the singletons' entry chunks.
 */
const SHARED_PACKAGES =
  /^(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|zustand|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements|valibot|ky|mitt|dompurify|libphonenumber-js|luxon|@tanstack\+react-query|@tanstack\+query-core)@/;

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
    (await sharedSetFor(u.origin)).has(file) || SHARED_NAME_RULE.test(file) || (await sharedBySourceMap(url));
  if (shared) return 'shared';
  if (port === SHELL_PORT) return 'shell';
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
    return (
      Number(u.port) === SANDBOX_PORT &&
      (r.type === 'fetch' || r.type === 'xhr') &&
      !SITE_RESOLUTION.test(u.pathname)
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
