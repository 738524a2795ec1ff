// nginx configuration text for one Hearth container, from data (pure: no I/O). render.mjs reads the deploy files
// and writes what these functions return; the header values come from policy.mjs, as in the Node servers.
import { gatewayLocations, gatewayUpstreams, upstreamName } from './gateway-conf.mjs';
import { pageCacheHttp, pageCacheLocation } from './page-cache-conf.mjs';
import {
  RENDER_LOCATION,
  checkRenderers,
  renderLocation,
  renderedFileLocations,
  rendererUpstream,
} from './renderer-conf.mjs';
import {
  CACHE_CONTROL,
  CORS_HEADERS,
  DEPLOY_FILES,
  DOCUMENT_HEADERS,
  HASHED_FILE,
  RENDERED_FILE_CACHE,
  HSTS,
  NOINDEX_HEADER,
  NOINDEX_PREFIX,
  PREFLIGHT_HEADERS,
  RESOURCE_CSP,
  SECURITY_HEADERS,
  serializeCsp,
} from './policy.mjs';

/** MIME types that Debian's /etc/nginx/mime.types lacks (source maps, web manifests, modules). */
const EXTRA_TYPES = {
  'application/json': ['map'],
  'application/manifest+json': ['webmanifest'],
  'text/javascript': ['mjs'],
};

/**
 * The shell's robots header (policy.mjs NOINDEX_*): a variable set per request from the path as requested, so it
 * holds after the internal redirect to the static index.html. nginx sends no header whose value is empty.
 */
function robotsMap(variable) {
  return `map $request_uri $${variable} {\n    default "";\n    "~^${NOINDEX_PREFIX}" "${NOINDEX_HEADER[1]}";\n}\n`;
}

/** A double-quoted nginx string (header values contain spaces, single quotes and semicolons). */
function quote(value) {
  if (/["\\$\n\r]/.test(value)) throw new Error(`[nginx] unusable header value ${JSON.stringify(value)}`);
  return `"${value}"`;
}

/** A path or a name nginx reads unquoted: no spaces, quotes, semicolons or braces (`absolute`: starts with /). */
export function checkPath(value, what, { absolute = false } = {}) {
  if (typeof value !== 'string' || !value || /[\s"';{}$]/.test(value) || (absolute && !value.startsWith('/')))
    throw new Error(`[nginx] unusable ${what}: ${JSON.stringify(value)}`);
  return value;
}

/** `3000`, `127.0.0.1:3000`, `[::]:80`, `443 ssl` → checked listen argument. */
export function checkListen(listen) {
  const text = String(listen);
  if (!/^(?:\[[0-9a-f:]+\]:|[\w.-]+:)?\d{1,5}(?: [a-z0-9_=]+)*$/i.test(text))
    throw new Error(`[nginx] unusable listen: ${JSON.stringify(listen)}`);
  return text;
}

/**
 * The listen argument and certificate lines of a server block; with `tls` ({ certificate, key }: absolute paths of
 * PEM files) it serves HTTPS with HTTP/2 (nginx 1.22 syntax: `listen … ssl http2`; `http2 on` is 1.25.1+).
 */
export function tlsServer(listen, tls) {
  const text = checkListen(listen);
  if (!tls) return { listen: text, lines: '' };
  const flags = text.split(' ').slice(1);
  return {
    listen: [text, ...['ssl', 'http2'].filter((f) => !flags.includes(f))].join(' '),
    lines: `    ssl_certificate ${checkPath(tls.certificate, 'tls.certificate', { absolute: true })};
    ssl_certificate_key ${checkPath(tls.key, 'tls.key', { absolute: true })};
    ssl_protocols TLSv1.2 TLSv1.3;
`,
  };
}

/** `[['Strict-Transport-Security', …]]` on a TLS server (value: `hsts`, default HSTS; `false`: none), else `[]`. */
export function hstsHeaders(tls, hsts) {
  if (!tls || hsts === false) return [];
  const value = hsts ?? HSTS;
  if (typeof value !== 'string' || !/^max-age=\d+(?:; ?includeSubDomains)?(?:; ?preload)?$/.test(value))
    throw new Error(`[nginx] unusable hsts: ${JSON.stringify(hsts)}`);
  return [['Strict-Transport-Security', value]];
}

/**
 * The add_header lines of one location: nginx only inherits add_header into a location that has none, so each
 * location gets the full list. `always`: 404s get them too. The shell's server level has none: the gateway's
 * locations (gateway-conf.mjs), which have none either, inherit nothing and keep their upstream's headers.
 */
function addHeaders(headers, indent) {
  return headers.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`).join('\n');
}

/**
 * One `server { … }` block: drop it into /etc/nginx/conf.d/ on a real host (one container per server block, so one
 * remote can be stopped or redeployed without the others), or include it from mainConf() to run it alone.
 *
 * @param {object} opts
 * @param {'shell' | 'remote'} opts.role
 * @param {string} opts.name container label (comments, file names)
 * @param {string | number} opts.listen
 * @param {string} opts.root absolute path of the built dist
 * @param {string} [opts.deployDir] shell only: where runtime-config.json and remotes.json live (default: root)
 * @param {string} [opts.serverName] default `_`
 * @param {string} opts.documentCsp the serialized page policy (policy.mjs pageCsp → serializeCsp)
 * @param {boolean} [opts.brotli] brotli_static on (the module must be loaded: mainConf({ brotliModule }))
 * @param {{ certificate: string, key: string }} [opts.tls] HTTPS + HTTP/2 with this certificate (tlsServer)
 * @param {ReturnType<typeof import('./gateway-check.mjs').checkGateway>} [opts.gateway] shell only: the API under
 *   /api/ and the remotes under /mf/<name>/ on the shell's origin (checked by gateway-check.mjs checkGateway)
 * @param {string | false} [opts.hsts] with tls: the Strict-Transport-Security value (default policy.mjs HSTS)
 * @param {string[]} [opts.renderers] shell only: the server renderers' http origins (renderer-conf.mjs): `/` and
 *   the history routes are their pages, the static index.html when none answers
 * @param {ReturnType<typeof import('./page-cache-conf.mjs').checkPageCache>} [opts.pageCache] with renderers: nginx
 *   keeps their pages as their Cache-Control allows (page-cache-conf.mjs; null: every page asked of a renderer)
 */
export function serverBlock(opts) {
  const { role, name, documentCsp, gateway } = opts;
  if (role !== 'shell' && role !== 'remote') throw new Error(`[nginx] unknown role ${role}`);
  if (!documentCsp) throw new Error('[nginx] documentCsp is required');
  if (gateway && role !== 'shell') throw new Error('[nginx] only the shell has a gateway');
  if (opts.renderers && role !== 'shell') throw new Error('[nginx] only the shell has renderers');
  const renderers = opts.renderers ? checkRenderers(opts.renderers) : null;
  if (opts.pageCache && !renderers) throw new Error('[nginx] the page cache needs renderers');
  const pageCache = opts.pageCache
    ? { ...opts.pageCache, path: checkPath(opts.pageCache.path, 'pageCache.path', { absolute: true }) }
    : null;
  const tls = tlsServer(opts.listen, opts.tls);
  const root = checkPath(opts.root, 'root');
  const deployDir = checkPath(opts.deployDir ?? opts.root, 'deployDir');
  const serverName = checkPath(opts.serverName ?? '_', 'serverName');
  const cors = role === 'remote' ? CORS_HEADERS : [];
  const hsts = hstsHeaders(opts.tls, opts.hsts);
  const resourceCsp = serializeCsp(RESOURCE_CSP);
  const headers = (cache, csp = resourceCsp) => [
    ['Cache-Control', cache],
    ...SECURITY_HEADERS,
    ['Content-Security-Policy', csp],
    ...(csp === documentCsp ? DOCUMENT_HEADERS : []),
    ...cors,
    ...hsts,
  ];
  const I = '        ';
  // The shell's documents: X-Robots-Tag under NOINDEX_PREFIX (robotsMap).
  const robots = role === 'shell' ? upstreamName(name, 'robots') : null;
  const robotsLine = robots ? `\n${I}add_header ${NOINDEX_HEADER[0]} $${robots} always;` : '';
  const documentHeaders = (cache, csp) =>
    `${addHeaders(headers(cache, csp), I)}${csp === documentCsp ? robotsLine : ''}`;
  const block = (location, cache, body, csp) =>
    `    location ${location} {\n${documentHeaders(cache, csp)}\n${body.map((l) => `${I}${l}`).join('\n')}\n    }`;

  const locations = [
    // The HTML document: its page policy. `/` reaches it through `index`.
    block('= /index.html', CACHE_CONTROL.document, ['try_files $uri =404;'], documentCsp),
    // Content-hashed assets: cached for a year, never revalidated. A missing one is a 404.
    block(`~* "${HASHED_FILE.source}"`, CACHE_CONTROL.hashed, ['try_files $uri =404;']),
    // Any other file (remoteEntry.js, mf-manifest.json, prefixes.json, favicon.svg, …): revalidated on every use.
    block('~* "\\.[a-z0-9]+$"', CACHE_CONTROL.entry, ['try_files $uri =404;']),
    // Under /assets/ (bundled images, fonts) nothing falls back to index.html, extension or not.
    block('/assets/', CACHE_CONTROL.entry, ['try_files $uri =404;']),
  ];
  if (role === 'shell') {
    // The deploy files come from the deploy directory, never from a cache. They are edited at deploy time: never a
    // precompressed copy (it would be the stale one after an edit; render.mjs refuses a deploy directory that has
    // one), compressed per request instead (a few KB of JSON on every page's start-up path).
    for (const file of DEPLOY_FILES)
      locations.unshift(
        block(`= ${file}`, CACHE_CONTROL.deploy, [
          `root ${deployDir};`,
          'gzip_static off;',
          ...(opts.brotli ? ['brotli_static off;'] : []),
          'gzip on;',
          'gzip_types application/json;',
          'try_files $uri =404;',
        ]),
      );
    // History routes (no extension) and `/`: the rendered page with renderers, else the SPA's index.html.
    const history = renderers ? RENDER_LOCATION : '/index.html';
    locations.push(block('/', CACHE_CONTROL.document, [`try_files $uri ${history};`], documentCsp));
    if (renderers) {
      const pageHeaders = headers(CACHE_CONTROL.document, documentCsp).filter(([n]) => n !== 'Cache-Control');
      const cacheLines = pageCache ? pageCacheLocation(name, pageCache) : [];
      locations.push(renderLocation(name, `${addHeaders(pageHeaders, I)}${robotsLine}`, cacheLines));
      // robots.txt and sitemap.xml: the renderer's, per site (exact matches win over the file regexes).
      const fileHeaders = headers(CACHE_CONTROL.missing).filter(([n]) => n !== 'Cache-Control');
      locations.unshift(
        ...renderedFileLocations(
          name,
          addHeaders(fileHeaders, I),
          addHeaders(headers(RENDERED_FILE_CACHE), I),
          cacheLines,
        ),
      );
    }
    // The gateway (one origin per site): `^~` prefixes, ahead of the file regexes.
    if (gateway) locations.unshift(...gatewayLocations(checkPath(name, 'name'), gateway, { hsts }));
  } else {
    // A remote has no history routes: `/` is its harness page (index), anything else that is not a file is a 404.
    locations.push(block('/', CACHE_CONTROL.entry, ['try_files $uri $uri/ =404;']));
  }
  // The 404 body: plain text, like the Node servers (never index.html for a missing file).
  locations.push(
    `    location = /__hearth_404 {\n        internal;\n${addHeaders(headers(CACHE_CONTROL.missing), I)}\n        default_type text/plain;\n        return 404 "Not found\\n";\n    }`,
  );

  return `# ${name} (${role}) — generated by deploy/nginx/render.mjs from the deploy files; do not edit by hand.
${gateway ? gatewayUpstreams(name, gateway) : ''}${robots ? robotsMap(robots) : ''}${renderers ? rendererUpstream(name, renderers) : ''}${pageCache ? pageCacheHttp(name, pageCache) : ''}server {
    listen ${tls.listen};
    server_name ${serverName};
${tls.lines}    root ${root};
    index index.html;
    server_tokens off;
    etag on;

    charset utf-8;
    charset_types text/css text/plain text/javascript application/javascript application/json image/svg+xml;

    # Precompressed copies the builds emit beside every text asset (.br, .gz); nothing else is compressed on the fly
    # (the deploy files: per request, below).
    gzip off;
    gzip_static on;
    gzip_vary on;
${opts.brotli ? '    brotli_static on;\n' : ''}
    error_page 404 /__hearth_404;
${
  role === 'remote'
    ? `
    # CORS preflight (the shell's origin loads this container's files).
${addHeaders([...headers(CACHE_CONTROL.missing), ...PREFLIGHT_HEADERS], '    ')}
    if ($request_method = OPTIONS) {
        return 204;
    }
`
    : ''
}
${locations.join('\n\n')}
}
`;
}

/**
 * A complete nginx.conf that runs one server block alone (`nginx -c <file> -p <prefix>`): its own pid file, temp
 * directories and logs under `prefix`, so several run side by side and each stops alone.
 *
 * @param {object} opts
 * @param {string} opts.serverFile absolute path of the server block to include
 * @param {string} opts.prefix absolute directory for the pid file, temp files and logs
 * @param {string} [opts.mimeTypes] default /etc/nginx/mime.types
 * @param {string | null} [opts.brotliModule] path of ngx_http_brotli_static_module.so to load
 * @param {boolean} [opts.daemon] default false (a child process that a launcher stops with SIGTERM)
 * @param {string | null} [opts.user] worker user when nginx starts as root (default: nginx's own, `nobody`)
 * @param {string} [opts.errorLog] default `stderr`
 * @param {string} [opts.accessLog] default `off`
 */
export function mainConf(opts) {
  const prefix = checkPath(opts.prefix, 'prefix');
  const lines = ['# generated by deploy/nginx/render.mjs; do not edit by hand.'];
  if (opts.brotliModule) lines.push(`load_module ${checkPath(opts.brotliModule, 'brotliModule')};`);
  if (opts.user) lines.push(`user ${checkPath(opts.user, 'user')};`);
  lines.push(
    `daemon ${opts.daemon ? 'on' : 'off'};`,
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${checkPath(opts.errorLog ?? 'stderr', 'errorLog')} warn;`,
    'events {',
    '    worker_connections 512;',
    '}',
    'http {',
    `    include ${checkPath(opts.mimeTypes ?? '/etc/nginx/mime.types', 'mimeTypes')};`,
    // A second types block adds to the first (a types block inside a server would replace them all).
    '    types {',
    ...Object.entries(EXTRA_TYPES).map(([type, exts]) => `        ${type} ${exts.join(' ')};`),
    '    }',
    '    default_type application/octet-stream;',
    '    types_hash_max_size 2048;',
    '    sendfile on;',
    '    tcp_nopush on;',
    `    access_log ${opts.accessLog ? checkPath(opts.accessLog, 'accessLog') : 'off'};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (t) => `    ${t}_temp_path ${prefix}/tmp/${t};`,
    ),
    `    include ${checkPath(opts.serverFile, 'serverFile')};`,
    '}',
    '',
  );
  return lines.join('\n');
}
