// nginx's cache of the server-rendered pages (issue 29, docs/adr/0036): on by default wherever the shell's
// description names renderers (renderer-conf.mjs), off with `"pageCache": false`:
//
//   "shell": { …, "renderers": [...], "pageCache"?: false | { "path"?: "…", "maxSize"?: "256m", "inactive"?: "10m" } }
//
// What is stored, and for how long, is the renderer's word alone (its Cache-Control: `private`/`no-store` never,
// `s-maxage` the lifetime, `stale-while-revalidate` the window a stale page is served while a background request
// renders the next; no `proxy_cache_valid`, so an answer without Cache-Control is never stored either), and never an
// answer with Set-Cookie (nginx's own rule, left on) or to a request with Authorization. The key: scheme, Host, the
// full URI, the device class the renderer guesses the viewport from (its User-Agent rule, without a Vary) and the
// deploy files' digest; a page that answers `Vary` (Cookie, Accept-Language) is stored once per value of those
// request headers by nginx itself. Pure (no I/O), like nginx-conf.mjs (which checks the path; no import of it here:
// it imports this module).
import { upstreamName } from './gateway-conf.mjs';

/** The cache's defaults: its size on disk, how long an unused page stays, its keys' shared memory. */
export const PAGE_CACHE_DEFAULTS = { maxSize: '256m', inactive: '10m', keysZone: '10m' };

/**
 * The renderer's guess of a phone (shell/src/server/start-plan.ts viewportGuess): a page rendered for a phone's
 * width is stored apart from the desktop one.
 */
export const PHONE_USER_AGENT = 'Mobi|iPhone|Android.+Mobile';

/** How long a request for a page being rendered waits for it before going to the renderer itself. */
export const PAGE_CACHE_LOCK_TIMEOUT = '3s';

const SIZE = /^\d+[kmg]?$/;
const TIME = /^\d+[smhd]?$/;

/**
 * The description's `pageCache` → the checked cache, or null (off). `defaultPath`: the container's own runtime
 * folder (`<prefix>/page-cache`); `generation`: the deploy files' digest (render.mjs), part of every key.
 * @returns {{ path: string, maxSize: string, inactive: string, generation: string } | null}
 */
export function checkPageCache(setting, { renderers, defaultPath, generation }) {
  if (setting === false) return null;
  if (setting !== undefined && setting !== true && (typeof setting !== 'object' || setting === null))
    throw new Error(
      `[nginx] pageCache: false, true or { path, maxSize, inactive }, not ${JSON.stringify(setting)}`,
    );
  if (!renderers) {
    if (setting === undefined || setting === true) return null;
    throw new Error('[nginx] pageCache: the page cache needs renderers');
  }
  const opts = typeof setting === 'object' ? setting : {};
  const maxSize = opts.maxSize ?? PAGE_CACHE_DEFAULTS.maxSize;
  const inactive = opts.inactive ?? PAGE_CACHE_DEFAULTS.inactive;
  if (!SIZE.test(String(maxSize))) throw new Error(`[nginx] pageCache.maxSize: unusable ${maxSize}`);
  if (!TIME.test(String(inactive))) throw new Error(`[nginx] pageCache.inactive: unusable ${inactive}`);
  if (!/^[0-9a-f]{1,64}$/.test(generation ?? ''))
    throw new Error('[nginx] pageCache: a hex deploy generation');
  return {
    path: opts.path ?? defaultPath,
    maxSize: String(maxSize),
    inactive: String(inactive),
    generation,
  };
}

/** The cache's zone and the device map's variable for one shell's label. */
function names(label) {
  return { zone: upstreamName(label, 'pages'), device: `$${upstreamName(label, 'device')}` };
}

/** The http-level lines (before the shell's server block): the cache on disk, the device class. */
export function pageCacheHttp(label, cache) {
  const { zone, device } = names(label);
  return `proxy_cache_path ${cache.path} levels=1:2 keys_zone=${zone}:${PAGE_CACHE_DEFAULTS.keysZone} max_size=${cache.maxSize} inactive=${cache.inactive} use_temp_path=off;
map $http_user_agent ${device} {
    default desktop;
    "~*${PHONE_USER_AGENT}" phone;
}
`;
}

/** The directives of the rendered pages' location (its `add_header` of X-Cache-Status included). */
export function pageCacheLocation(label, cache) {
  const { zone, device } = names(label);
  return [
    `proxy_cache ${zone};`,
    `proxy_cache_key "$scheme://$http_host$request_uri|${device}|${cache.generation}";`,
    // A stale page rather than the static one when the renderer fails; while revalidating: the renderer's
    // stale-while-revalidate, in the background, one request per page at a time.
    'proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504;',
    'proxy_cache_background_update on;',
    'proxy_cache_lock on;',
    `proxy_cache_lock_timeout ${PAGE_CACHE_LOCK_TIMEOUT};`,
    'proxy_cache_bypass $http_authorization;',
    'proxy_no_cache $http_authorization;',
    'add_header X-Cache-Status $upstream_cache_status always;',
    // A kept page goes out by sendfile from its file, chunked as the renderer sent it: with TCP_CORK (the server's
    // `tcp_nopush on`) its last chunk waited ~40 ms on a kept-alive connection (20 pages a second, 0.3 ms without).
    'tcp_nopush off;',
  ];
}
