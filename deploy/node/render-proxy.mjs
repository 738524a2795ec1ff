// The shell's page renderer behind the Node front (issue 29, docs/adr/0034): a history route is asked of the
// server-rendering process (`shell/dist/server/server.js`); its answer is passed on, or `null` when the page must
// come from the static index.html instead (renderer down, a 5xx, or no answer within the time limit). nginx does
// the same with `proxy_pass` (deploy/nginx/renderer-conf.mjs). No dependencies.
import http from 'node:http';

/** The request headers the renderer reads (the site, the language, the signed-in user, the device). */
export const FORWARDED_HEADERS = ['accept-language', 'cookie', 'user-agent'];

/**
 * The renderer's answer headers the front passes on; it adds the document headers itself. `vary`: a public page
 * is cached per language source (Cookie, Accept-Language), as nginx passes it on.
 */
export const PASSED_HEADERS = [
  'content-type',
  'cache-control',
  'vary',
  'x-hearth-rendered',
  'x-hearth-sitemap',
];

/** How long the front waits for the whole rendered page before it sends the static one. */
export const RENDER_TIMEOUT_MS = 3000;

/** A renderer URL the front may use: http, an origin only (`http://127.0.0.1:3100`). */
export function checkRendererUrl(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`[render] unusable renderer URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' || url.pathname !== '/' || url.search || url.hash || url.username)
    throw new Error(
      `[render] the renderer is an http origin (http://host:port), got ${JSON.stringify(value)}`,
    );
  return url.origin;
}

/**
 * @param {{ renderer: string, timeoutMs?: number }} opts
 * @returns {(req: import('node:http').IncomingMessage) =>
 *   Promise<{ status: number, headers: [string, string][], body: Buffer } | null>}
 */
export function createRenderProxy({ renderer, timeoutMs = RENDER_TIMEOUT_MS }) {
  const target = new URL(checkRendererUrl(renderer));
  return (req) =>
    new Promise((resolve) => {
      const headers = {
        host: req.headers.host ?? '',
        'x-forwarded-proto': req.socket?.encrypted ? 'https' : 'http',
      };
      for (const name of FORWARDED_HEADERS) if (req.headers[name]) headers[name] = req.headers[name];
      let settled = false;
      const done = (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      };
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url ?? '/', headers },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', () => done(null));
          res.on('end', () => {
            const status = res.statusCode ?? 502;
            if (status >= 500) return done(null);
            const passed = PASSED_HEADERS.filter((name) => typeof res.headers[name] === 'string');
            done({ status, headers: passed.map((n) => [n, res.headers[n]]), body: Buffer.concat(chunks) });
          });
        },
      );
      const timer = setTimeout(() => {
        upstream.destroy();
        done(null);
      }, timeoutMs);
      upstream.on('error', () => done(null));
      upstream.end();
    });
}
