// The shell's server-rendered pages on nginx (issue 29, docs/adr/0034): `/` and the history routes (no file of that
// name) are proxied to the shell's renderer processes (`shell/dist/server/server.js`); its status, body,
// Content-Type and Cache-Control pass, the page's document headers are added as on the static page. When no renderer
// answers (down: 502, too slow: 504, or its own 5xx) the request goes to `= /index.html`, the static page, as
// without a renderer. Pure (no I/O); serverBlock() (nginx-conf.mjs) writes these into the shell's block when its
// description names renderers:
//
//   "shell": { …, "renderers": ["http://127.0.0.1:3100", …] }   http origins; several: round robin
//
// (No import of nginx-conf.mjs, which imports this module: no cycles.)
import { upstreamName } from './gateway-conf.mjs';
import { RENDERED_FILE_UNAVAILABLE, RENDERED_FILES } from './policy.mjs';

/** The named location the history routes fall through to. */
export const RENDER_LOCATION = '@hearth_render';

/** The named location a rendered file (robots.txt, sitemap.xml) falls to when no renderer makes it. */
export const RENDERED_FILE_UNAVAILABLE_LOCATION = '@hearth_rendered_file_unavailable';

/** nginx's bounds on a renderer: connecting (it is local), and the whole page (the renderer's budget is 300 ms). */
export const RENDER_TIMEOUTS = { connect: '1s', read: '3s', send: '3s' };

/** `["http://127.0.0.1:3100"]` → checked `host:port` servers; throws on anything else. */
export function checkRenderers(renderers) {
  if (!Array.isArray(renderers) || renderers.length === 0)
    throw new Error('[nginx] renderers: a list of http origins (http://host:port)');
  return renderers.map((value) => {
    let url;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || url.protocol !== 'http:' || url.pathname !== '/' || url.search || url.username || !url.port)
      throw new Error(`[nginx] unusable renderer ${JSON.stringify(value)}: an http origin with a port`);
    return url.host;
  });
}

/**
 * The `upstream { … }` of a shell's renderers (http level, before its server block). One renderer is always tried
 * (`max_fails=0`: a restarted renderer serves the next page); of several, one that failed is skipped for 10 s.
 */
export function rendererUpstream(label, servers) {
  const flags = servers.length === 1 ? ' max_fails=0' : '';
  return `upstream ${upstreamName(label, 'render')} {\n${servers.map((s) => `    server ${s}${flags};\n`).join('')}    keepalive 16;\n}\n`;
}

/** The proxy directives every request to a renderer has: the site is the Host, the renderer's bounds. */
function proxyLines(label) {
  return [
    `proxy_pass http://${upstreamName(label, 'render')};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    // The site is the Host; the renderer builds the page's URLs from it and the scheme.
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    `proxy_connect_timeout ${RENDER_TIMEOUTS.connect};`,
    `proxy_read_timeout ${RENDER_TIMEOUTS.read};`,
    `proxy_send_timeout ${RENDER_TIMEOUTS.send};`,
  ];
}

const GET_OR_HEAD = ['if ($request_method !~ ^(GET|HEAD)$) {', '    return 405;', '}'];

/**
 * The locations of the files the renderer makes per site (policy.mjs RENDERED_FILES: robots.txt, sitemap.xml,
 * docs/adr/0040): exact matches, ahead of the file regexes. `headerLines`: the `add_header` lines of a resource
 * (security headers, the resource CSP), without Cache-Control (the renderer's passes); `extra`: the page cache's
 * directives, so a sitemap is kept as its Cache-Control says and a stale one served when the renderer fails. No
 * answer (down, too slow, a 5xx) and nothing kept: a 503 with Retry-After, never a stale build's file or index.html.
 */
export function renderedFileLocations(label, headerLines, unavailableHeaderLines, extra = []) {
  const I = '        ';
  const lines = [
    ...GET_OR_HEAD,
    ...proxyLines(label),
    // The renderer's 200 and 404 (an unknown host) pass; no answer or a 5xx: the 503 below.
    'proxy_intercept_errors on;',
    `error_page 500 502 503 504 = ${RENDERED_FILE_UNAVAILABLE_LOCATION};`,
    // Made per request like a page, so compressed per request like one (a sitemap of thousands of URLs is mostly
    // repeated markup), also through a CDN.
    'gzip on;',
    'gzip_proxied any;',
    'gzip_types text/plain application/xml;',
    ...extra,
  ];
  const { status, body, retryAfter } = RENDERED_FILE_UNAVAILABLE;
  const files = RENDERED_FILES.map(
    (file) =>
      `    # Made per site by the renderer (docs/adr/0040); a 503 when it does not answer.\n    location = ${file} {\n${headerLines}\n${lines.map((l) => `${I}${l}`).join('\n')}\n    }`,
  );
  const unavailable = `    location ${RENDERED_FILE_UNAVAILABLE_LOCATION} {\n${unavailableHeaderLines}\n${I}add_header Retry-After ${retryAfter} always;\n${I}types {}\n${I}default_type text/plain;\n${I}return ${status} "${body.replace('\n', '\\n')}";\n    }`;
  return [...files, unavailable];
}

/**
 * The named location of the rendered pages. `headerLines`: the `add_header` lines of the document headers, without
 * Cache-Control (the renderer's own passes); `extra`: more directives (the page cache's, page-cache-conf.mjs).
 */
export function renderLocation(label, headerLines, extra = []) {
  const I = '        ';
  const lines = [
    // Pages are GET and HEAD only, as the static index.html.
    ...GET_OR_HEAD,
    ...proxyLines(label),
    // The renderer's 404 (the not-found page) passes; no answer or a 5xx: the static page, with its own headers.
    'proxy_intercept_errors on;',
    'error_page 500 502 503 504 = /index.html;',
    // A page is made per request, so it is compressed per request (the files are precompressed): about 18 KB of HTML
    // becomes 5, on the first request of every visit. Also when the request came through a CDN (`Via`). At level 5,
    // not nginx's 1: the market trend's 68 KB (its charts are drawn in the HTML, ADR 0048) is 11.6 KB, not 13.8,
    // inside a new connection's first round trip (TCP's initial window: 10 segments, about 14.6 KB with headers).
    'gzip on;',
    'gzip_comp_level 5;',
    'gzip_proxied any;',
    ...extra,
  ];
  return `    # Server-rendered pages (docs/adr/0034); the static index.html when no renderer answers.\n    location ${RENDER_LOCATION} {\n${headerLines}\n${lines.map((l) => `${I}${l}`).join('\n')}\n    }`;
}
