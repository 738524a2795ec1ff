// A small static file handler with the same behaviour and headers as the rendered nginx configuration
// (deploy/nginx/): the Node servers of `npm start`, the e2e suite and the packages' `serve` scripts use it, so a
// header is decided once, in deploy/nginx/policy.mjs. No dependencies.
//
// - Precompressed copies: `<file>.br` / `<file>.gz` when the client accepts them (Content-Encoding, Vary).
// - Validators: ETag (size + mtime of the file sent) and Last-Modified; If-None-Match / If-Modified-Since → 304.
// - Shell: runtime-config.json and remotes.json are read from the deploy directory on every request and never from
//   a precompressed copy (a copy goes stale when the file is edited): gzipped per request when accepted, like
//   nginx; a history route (no extension) answers with index.html; a missing file is a plain 404, never index.html.
//   With `renderer` (the server-rendering process, issue 29): `/` and a history route are its rendered page, with
//   the document headers added; renderer down, a 5xx or too slow → index.html as without one (render-proxy.mjs).
//   robots.txt and sitemap.xml (policy.mjs RENDERED_FILES, docs/adr/0040) are the renderer's too, with a resource's
//   headers; renderer down, a 5xx or too slow → a 503 with Retry-After (never a file of the build). Without a
//   renderer they are files like any other (none in the builds: 404).
// - Remote: CORS on every answer, 204 to a preflight; no history routes.
// - GET and HEAD only (405 otherwise; OPTIONS on a remote). No Range requests (nothing here serves media).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  PREFLIGHT_HEADERS,
  RENDERED_FILE_CACHE,
  RENDERED_FILE_UNAVAILABLE,
  RENDERED_FILES,
  fileKind,
  headersFor,
  isFilePath,
  pageCsp,
  serializeCsp,
} from '../nginx/policy.mjs';
import { createRenderProxy } from './render-proxy.mjs';

/** Content types, as nginx sends them with Debian's mime.types and the rendered `charset_types`. */
const TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'application/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json',
  txt: 'text/plain; charset=utf-8',
  xml: 'text/xml',
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  wasm: 'application/wasm',
};

export function contentType(file) {
  return TYPES[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

const gzip = promisify(zlib.gzip);

async function readJson(file) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The shell's page policy, from the deploy files as they are now (a switched remote is allowed on the next load).
 * @param {{ deployDir: string, csp?: import('../nginx/policy.mjs').CspOptions }} opts
 */
export async function shellDocumentCsp({ deployDir, csp }) {
  const [config, remotes] = await Promise.all([
    readJson(path.join(deployDir, 'runtime-config.json')),
    readJson(path.join(deployDir, 'remotes.json')),
  ]);
  return serializeCsp(pageCsp({ role: 'shell', config, remotes, csp }));
}

/** A remote's harness page policy, from the runtime-config.json in its dist. */
export async function remoteDocumentCsp({ root, csp }) {
  const config = await readJson(path.join(root, 'runtime-config.json'));
  return serializeCsp(pageCsp({ role: 'remote', config, csp }));
}

/** `br` and `gzip` if the client accepts them (q=0 refuses). */
function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
    if (name && !(q && Number(q[1]) === 0)) accepted.add(name);
  }
  return { br: accepted.has('br') || accepted.has('*'), gzip: accepted.has('gzip') || accepted.has('*') };
}

async function statFile(file) {
  try {
    const st = await fs.stat(file);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
}

/**
 * @param {object} opts
 * @param {string} opts.root the built dist
 * @param {'shell' | 'remote'} opts.role
 * @param {string} [opts.deployDir] shell: where runtime-config.json and remotes.json are read (default: root)
 * @param {import('../nginx/policy.mjs').CspOptions} [opts.csp] extra sources (as in the nginx description)
 * @param {string} [opts.renderer] shell: the server-rendering process's origin (`http://127.0.0.1:3100`)
 * @param {number} [opts.renderTimeoutMs] how long a rendered page may take (default render-proxy.mjs)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createStaticHandler({ root, role, deployDir = root, csp, renderer, renderTimeoutMs }) {
  root = path.resolve(root);
  deployDir = path.resolve(deployDir);
  const documentCsp = () =>
    role === 'shell' ? shellDocumentCsp({ deployDir, csp }) : remoteDocumentCsp({ root, csp });
  const render =
    role === 'shell' && renderer ? createRenderProxy({ renderer, timeoutMs: renderTimeoutMs }) : null;

  const send = (res, status, headers, body, method) => {
    res.writeHead(status, Object.fromEntries(headers));
    res.end(method === 'HEAD' ? undefined : body);
  };
  const notFound = (res, method) =>
    send(
      res,
      404,
      [['Content-Type', 'text/plain; charset=utf-8'], ...headersFor({ role, kind: 'missing' })],
      'Not found\n',
      method,
    );

  /** Sends a deploy file: read now, gzipped per request when accepted (never a precompressed copy). */
  const sendDeployFile = async (req, res, file) => {
    const method = req.method ?? 'GET';
    let body;
    try {
      body = await fs.readFile(file);
    } catch {
      return false;
    }
    const gzipped = acceptedEncodings(req.headers['accept-encoding']).gzip;
    if (gzipped) body = await gzip(body);
    const headers = [
      ['Content-Type', contentType(file)],
      ['Vary', 'Accept-Encoding'],
      ...(gzipped ? [['Content-Encoding', 'gzip']] : []),
      ['Content-Length', String(body.length)],
      ...headersFor({ role, kind: 'deploy' }),
    ];
    send(res, 200, headers, body, method);
    return true;
  };

  /** Sends one file (or its precompressed copy) with the headers of its kind. */
  const sendFile = async (req, res, file, kind) => {
    const method = req.method ?? 'GET';
    const stat = await statFile(file);
    if (!stat) return false;
    const accepts = acceptedEncodings(req.headers['accept-encoding']);
    let sent = { file, stat, encoding: null };
    let precompressed = false;
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      const copy = await statFile(file + ext);
      if (!copy) continue;
      precompressed = true;
      if (accepts[encoding] && !sent.encoding) sent = { file: file + ext, stat: copy, encoding };
    }
    const etag = `"${Math.round(sent.stat.mtimeMs).toString(16)}-${sent.stat.size.toString(16)}"`;
    const lastModified = new Date(Math.floor(sent.stat.mtimeMs / 1000) * 1000).toUTCString();
    const headers = [
      ['Content-Type', contentType(file)],
      ['Last-Modified', lastModified],
      ['ETag', etag],
      ...(precompressed ? [['Vary', 'Accept-Encoding']] : []),
      ...(sent.encoding ? [['Content-Encoding', sent.encoding]] : []),
      ...headersFor({
        role,
        kind,
        csp: kind === 'document' ? await documentCsp() : undefined,
        path: req.url,
      }),
    ];
    const inm = req.headers['if-none-match'];
    const ims = req.headers['if-modified-since'];
    const fresh = inm
      ? inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
      : Boolean(ims) && Date.parse(ims) >= Date.parse(lastModified);
    if (fresh) {
      send(res, 304, headers, undefined, 'HEAD');
      return true;
    }
    headers.push(['Content-Length', String(sent.stat.size)]);
    send(res, 200, headers, method === 'HEAD' ? undefined : await fs.readFile(sent.file), method);
    return true;
  };

  /** The renderer's page with the document headers (its own Cache-Control); false: none came, send index.html. */
  const sendRendered = async (req, res) => {
    const page = render && (await render(req));
    if (!page) return false;
    const document = headersFor({ role, kind: 'document', csp: await documentCsp(), path: req.url });
    const headers = [
      ...page.headers,
      ...(req.method === 'HEAD' ? [] : [['Content-Length', String(page.body.length)]]),
      ...document.filter(([name]) => name !== 'Cache-Control'),
    ];
    send(res, page.status, headers, page.body, req.method);
    return true;
  };

  /** robots.txt or sitemap.xml as the renderer makes it for the Host's site; a 503 when it does not. */
  const sendRenderedFile = async (req, res) => {
    const page = await render(req);
    const resource = headersFor({ role, kind: 'entry' }).filter(([name]) => name !== 'Cache-Control');
    if (page) {
      const length = req.method === 'HEAD' ? [] : [['Content-Length', String(page.body.length)]];
      send(res, page.status, [...page.headers, ...length, ...resource], page.body, req.method);
      return;
    }
    const { status, body, retryAfter } = RENDERED_FILE_UNAVAILABLE;
    const headers = [
      ['Content-Type', 'text/plain; charset=utf-8'],
      ['Cache-Control', RENDERED_FILE_CACHE],
      ['Retry-After', retryAfter],
      ...resource,
    ];
    send(res, status, headers, body, req.method);
  };

  return async (req, res) => {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS' && role === 'remote') {
      send(res, 204, [...headersFor({ role, kind: 'missing' }), ...PREFLIGHT_HEADERS], undefined, method);
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      send(res, 405, [['Allow', 'GET, HEAD'], ...headersFor({ role, kind: 'missing' })], undefined, method);
      return;
    }
    let pathname;
    try {
      pathname = path.posix.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    } catch {
      send(res, 400, headersFor({ role, kind: 'missing' }), undefined, method);
      return;
    }
    // Dotfiles and anything outside the root are not served.
    if (pathname.includes('\0') || pathname.split('/').some((s) => s.startsWith('.'))) {
      notFound(res, method);
      return;
    }
    const home = pathname === '/';
    if (home) pathname = '/index.html';
    const kind = fileKind(pathname, role);
    const historyRoute = role === 'shell' && (home || !isFilePath(pathname));

    try {
      if (render && RENDERED_FILES.includes(pathname)) {
        await sendRenderedFile(req, res);
        return;
      }
      if (role === 'shell' && kind === 'deploy') {
        if (!(await sendDeployFile(req, res, path.join(deployDir, pathname)))) notFound(res, method);
        return;
      }
      const file = path.join(root, pathname);
      if (
        !(home && historyRoute) &&
        file.startsWith(root + path.sep) &&
        (await sendFile(req, res, file, kind))
      )
        return;
      // A history route of the shell: the rendered page, else its index.html (the router shows the page, or the
      // shell's 404 page).
      if (historyRoute) {
        if (await sendRendered(req, res)) return;
        if (await sendFile(req, res, path.join(root, 'index.html'), 'document')) return;
      }
      notFound(res, method);
    } catch (err) {
      if (!res.headersSent) send(res, 500, headersFor({ role, kind: 'missing' }), undefined, method);
      else res.destroy(err);
    }
  };
}
