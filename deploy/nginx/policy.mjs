// The HTTP header policy of every Hearth container (the shell and each remote), in one pure module (no I/O): what
// nginx is rendered with (deploy/nginx/render.mjs) and what the Node servers send (deploy/node/static-handler.mjs,
// used by shell/server/serve.mjs and the remotes' `serve` scripts). See docs/adr/0010-production-serving.md.
//
//   fileKind('/main.1a2b3c4d.js')                  -> 'hashed'
//   cacheControl('hashed')                         -> 'public, max-age=31536000, immutable'
//   pageCsp({ role: 'shell', config, remotes })    -> { 'script-src': ["'self'", 'https://listings.example.com'], … }
//   headersFor({ role: 'remote', kind: 'entry' })  -> [['Cache-Control', 'no-cache'], ['X-Content-Type-Options', …], …]

import { checkSource, DEFAULT_SDK_URLS, fileSourceOf, originOf } from './csp-sources.mjs';

// The source helpers are part of the policy's interface (render.mjs, the gateway checks and the tests import them here).
export {
  checkSource,
  DEFAULT_SDK_URLS,
  fileSourceOf,
  isProtocolRelative,
  isRootRelative,
  originOf,
  ROOT_RELATIVE,
} from './csp-sources.mjs';

/** A content hash in a file name, as the builds emit it: `[name].[contenthash:8].ext` (and its `.map`). */
export const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/i;

/** The deploy files of the shell, written at deploy time (not by a build) and edited in place to switch a remote. */
export const DEPLOY_FILES = ['/runtime-config.json', '/remotes.json'];

/**
 * Files the shell's renderer makes per site (docs/adr/0040): asked of it by the front though they have an extension;
 * no build writes them. Without a renderer they do not exist (404); with one that does not answer, a 503.
 */
export const RENDERED_FILES = ['/robots.txt', '/sitemap.xml'];

/** The answer for a rendered file when the renderer does not make it: crawlers retry a 503 later. */
export const RENDERED_FILE_UNAVAILABLE = {
  status: 503,
  body: 'Service unavailable: try again later\n',
  retryAfter: '60',
};

/** That 503 is never kept. */
export const RENDERED_FILE_CACHE = 'no-store';

/** Stable-named build outputs that a new build replaces in place: revalidated on every use. */
export const ENTRY_FILES = [
  '/remoteEntry.js',
  '/mf-manifest.json',
  '/mf-stats.json',
  '/prefixes.json',
  '/routes.json',
];

/**
 * The kinds of response a container sends, each with one Cache-Control:
 * - `document`: index.html (and, in the shell, every history route, which answers with it);
 * - `deploy`: runtime-config.json, remotes.json (edited in place by a deploy or a test, several times a second);
 * - `entry`: remoteEntry.js, mf-manifest.json and the other stable-named build outputs (favicon, prefixes.json, …);
 * - `hashed`: content-hashed assets (`main.1a2b3c4d.js`, `assets/logo.1a2b3c4d.svg`, their source maps);
 * - `missing`: the 404 of a file that does not exist.
 * @typedef {'document' | 'deploy' | 'entry' | 'hashed' | 'missing'} FileKind
 */

/** @type {Record<FileKind, string>} */
export const CACHE_CONTROL = {
  document: 'no-cache',
  // no-store, not no-cache: nginx's validators (ETag, Last-Modified) have a resolution of one second, and the
  // platform rewrites these files faster than that (e2e switches a remote and back); a stale remotes.json would
  // load the wrong build. They are a few hundred bytes.
  deploy: 'no-store',
  entry: 'no-cache',
  hashed: 'public, max-age=31536000, immutable',
  missing: 'no-cache',
};

/**
 * The kind of an existing file, by its URL path (`/index.html` → document). The deploy files are the shell's; a
 * remote's runtime-config.json (its harness's, copied by its build) is a build output like any other.
 * @param {string} pathname @param {'shell' | 'remote'} [role]
 * @returns {FileKind}
 */
export function fileKind(pathname, role = 'shell') {
  if (pathname === '/' || pathname === '/index.html') return 'document';
  if (role === 'shell' && DEPLOY_FILES.includes(pathname)) return 'deploy';
  const last = pathname.split('/').pop() ?? '';
  if (HASHED_FILE.test(last)) return 'hashed';
  return 'entry';
}

/** @param {FileKind} kind */
export function cacheControl(kind) {
  return CACHE_CONTROL[kind];
}

/**
 * A path that names a file (an extension in its last segment) or lives under `/assets/`: never answered with
 * index.html. Everything else is a history route: the shell answers it with index.html, a remote with 404.
 */
export function isFilePath(pathname) {
  const last = pathname.split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(last) || pathname.startsWith('/assets/');
}

// ---------------------------------------------------------------------------------------------------------------
// Content-Security-Policy (its source expressions: csp-sources.mjs)

const uniq = (items) => [...new Set(items.filter(Boolean))];

/**
 * Extra sources a deploy may add, per directive (hosts the configuration does not name: an image CDN, an embedded
 * video host). `overrideOrigins`: where a non-production shell may load remotes from (`?remote.<name>=<url>`);
 * they join script, style, connect, img and font. `styleInline`: allow inline styles (`style-src 'unsafe-inline'`),
 * off by default (no page needs it today). `frameAncestors`: who may frame the pages (default `'self'`).
 * @typedef {object} CspOptions
 * @property {string[]} [script] @property {string[]} [style] @property {string[]} [connect] @property {string[]} [img]
 * @property {string[]} [media] @property {string[]} [font] @property {string[]} [frame] @property {string[]} [formAction]
 * @property {string[]} [overrideOrigins] @property {boolean} [styleInline] @property {string[]} [frameAncestors]
 */

/**
 * The CSP options of the local servers (`npm start`, the e2e suite, the packages' `serve` scripts): their shell build
 * allows `?remote.<name>=<url>` overrides, so any loopback origin may provide a remote (another build, a dev
 * server). A production deploy leaves overrideOrigins empty (production builds ignore overrides).
 * @type {CspOptions}
 */
export const LOCAL_CSP = { overrideOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] };

/**
 * The policy of a container's HTML document: the shell's pages (role `shell`: the remotes of remotes.json load
 * into them) or a remote's standalone harness (role `remote`: its own runtime-config.json, no other remote).
 *
 * Root-relative hosts and entries (`/api/cmis`, `/mf/<remote>/mf-manifest.json`) are the page's own origin, `'self'`.
 *
 * - script, style, font: the page's own origin and the remotes' (their entries, chunks, CSS and fonts); script also
 *   the configured WeChat / DingTalk SDK files (full URLs, not their CDNs' origins), connect their origins (shell
 *   pages: sharing inside those apps);
 * - connect: own origin (deploy files), every backend host, the remotes (manifests);
 * - img: own origin, `data:` (inline SVG and base64 pictures in the data), every backend host, the map tiles host,
 *   the remotes (their bundled assets); media: own origin and the files host;
 * - frame: `'self'` (no page embeds another site today); form-action: own origin and the payment page;
 * - object-src 'none', base-uri 'self', frame-ancestors 'self'.
 * No `unsafe-inline` or `unsafe-eval` in script-src, ever (checked: options cannot add them).
 *
 * @param {{ role: 'shell' | 'remote', config?: object | null, remotes?: { remotes?: { entry: string }[] } | null,
 *           csp?: CspOptions }} input config: runtime-config.json; remotes: remotes.json (shell only)
 * @returns {Record<string, string[]>} directive → sources, in a fixed order
 */
export function pageCsp({ role, config, remotes, csp = {} }) {
  const hosts = Object.values(config?.hosts ?? {});
  const hostOrigins = uniq(hosts.map(originOf));
  const filesOrigin = originOf(config?.hosts?.files);
  const remoteOrigins = role === 'shell' ? uniq((remotes?.remotes ?? []).map((r) => originOf(r.entry))) : [];
  // Overrides load remotes into the shell's pages; a remote's harness loads none.
  const overrides = role === 'shell' ? (csp.overrideOrigins ?? []).map(checkSource) : [];
  const extra = (key) => (csp[key] ?? []).map(checkSource);
  const code = ["'self'", ...remoteOrigins, ...overrides];
  // The vendors' sharing SDKs (WeChat, DingTalk), loaded by URL inside their apps only (shell pages): scripts from
  // those files alone (their CDNs serve other people's scripts too); the SDKs may call their own origins.
  const sdkUrls =
    role === 'shell'
      ? [config?.wechatSdkUrl ?? DEFAULT_SDK_URLS.wechat, config?.dingtalkSdkUrl ?? DEFAULT_SDK_URLS.dingtalk]
      : [];
  const sdkFiles = uniq(sdkUrls.map(fileSourceOf));
  const sdkOrigins = uniq(sdkUrls.map(originOf));

  const scriptSrc = uniq([...code, ...sdkFiles, ...extra('script')]);
  const bad = scriptSrc.find((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'" || s === '*');
  if (bad) throw new Error(`[csp] script-src must not allow ${bad}`);

  const directives = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    'style-src': uniq([...code, ...(csp.styleInline ? ["'unsafe-inline'"] : []), ...extra('style')]),
    'img-src': uniq([
      "'self'",
      'data:',
      ...hostOrigins,
      originOf(config?.mapTileUrl),
      ...remoteOrigins,
      ...overrides,
      ...extra('img'),
    ]),
    'font-src': uniq([...code, ...extra('font')]),
    'connect-src': uniq([
      "'self'",
      ...hostOrigins,
      ...remoteOrigins,
      ...sdkOrigins,
      ...overrides,
      ...extra('connect'),
    ]),
    'media-src': uniq(["'self'", filesOrigin, ...extra('media')]),
    'frame-src': uniq(["'self'", ...extra('frame')]),
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': uniq(["'self'", originOf(config?.payment?.url), ...extra('formAction')]),
    'frame-ancestors': (csp.frameAncestors ?? ["'self'"]).map(checkSource),
  };
  return directives;
}

/**
 * Every response that is not an HTML document (scripts, styles, JSON, images, 404s): a file opened on its own
 * (an SVG, a JSON answer) runs nothing and cannot be framed. Browsers ignore it on subresources.
 */
export const RESOURCE_CSP = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** `{ 'default-src': ["'self'"], … }` → `default-src 'self'; …` */
export function serializeCsp(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.map(checkSource)].join(' '))
    .join('; ');
}

// ---------------------------------------------------------------------------------------------------------------
// Headers

/** On every response of every container. */
export const SECURITY_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/**
 * On every HTML document (the shell's pages, a remote's harness), beside the page CSP:
 * - Permissions-Policy: no page uses the camera, the microphone, geolocation or the Payment Request API (payment is
 *   a form posted to the payment page), and no embedded frame may either;
 * - Cross-Origin-Opener-Policy `same-origin`: no page opens a window it talks to (links to other sites open with
 *   `noopener`; the WeChat / DingTalk SDKs talk to their apps through an injected bridge, and payment is a
 *   top-level navigation), so a page shares its browsing context group with no other site (ADR 0020).
 */
export const DOCUMENT_HEADERS = [
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * The app's pages (the hybrid routes, which live in the native app) are never indexed (issue 30 §2). A
 * server-rendered one says so in its head; every shell document under this prefix says so in a header too, which
 * covers the static index.html sent when no renderer answers.
 */
export const NOINDEX_PREFIX = '/hybrid/';
export const NOINDEX_HEADER = ['X-Robots-Tag', 'noindex'];

/** The shell document's robots header for a request target (path, then query): `noindex` under NOINDEX_PREFIX. */
export function robotsHeaders(requestPath) {
  return requestPath.startsWith(NOINDEX_PREFIX) ? [NOINDEX_HEADER] : [];
}

/**
 * Strict-Transport-Security of the TLS servers render.mjs writes (never on plain HTTP, where browsers ignore it).
 * One year; no `includeSubDomains` or `preload` by default: a deploy adds them (description `"hsts"`) once every
 * subdomain of its sites serves HTTPS. Browsers ignore it over a connection with certificate errors (the local
 * platform's self-signed certificate), so local runs never pin localhost to HTTPS.
 */
export const HSTS = 'max-age=31536000';

/** The API's answers through the gateway: JSON and files that run nothing and are never sniffed (ADR 0020). */
export const API_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Content-Security-Policy', serializeCsp(RESOURCE_CSP)],
];

/**
 * On every response of a remote: the shell's origin (any origin: a non-production shell may override a remote,
 * and nothing here is private or sent with credentials) loads its JavaScript, JSON, CSS and fonts.
 */
export const CORS_HEADERS = [['Access-Control-Allow-Origin', '*']];

/** Answer to a CORS preflight (OPTIONS) on a remote. */
export const PREFLIGHT_HEADERS = [
  ['Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS'],
  ['Access-Control-Allow-Headers', '*'],
  ['Access-Control-Max-Age', '600'],
];

/**
 * The headers of one response (besides Content-Type, Content-Length, validators and Content-Encoding).
 * @param {{ role: 'shell' | 'remote', kind: FileKind, csp?: string, path?: string }} input csp: the serialized page
 *   policy, used when kind is `document`; path: the request's target, for a shell document's robots header
 * @returns {[string, string][]}
 */
export function headersFor({ role, kind, csp, path }) {
  if (kind === 'document' && !csp) throw new Error('[headers] a document needs its page CSP');
  return [
    ['Cache-Control', cacheControl(kind)],
    ...SECURITY_HEADERS,
    ['Content-Security-Policy', kind === 'document' ? csp : serializeCsp(RESOURCE_CSP)],
    ...(kind === 'document' ? DOCUMENT_HEADERS : []),
    ...(kind === 'document' && role === 'shell' && path ? robotsHeaders(path) : []),
    ...(role === 'remote' ? CORS_HEADERS : []),
  ];
}
