/* global describe, it, expect, beforeAll, afterAll */
// The shell's Node front with a renderer: pages come from it, the static index.html whenever it fails.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { checkRendererUrl } from './render-proxy.mjs';
import { createStaticHandler } from './static-handler.mjs';

let dir;
let renderer;
let front;
let slowFront;
let downFront;
/** What the renderer received, and how it answers the next request. */
const seen = [];
let answer = { status: 200, delayMs: 0 };

function listen(handler) {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const urlOf = (server) => `http://127.0.0.1:${server.address().port}`;

function request(server, pathname, { method = 'GET', headers = {} } = {}) {
  const { port } = server.address();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function shellHandler(rendererUrl, renderTimeoutMs) {
  return createStaticHandler({
    root: path.join(dir, 'shell'),
    role: 'shell',
    deployDir: path.join(dir, 'deploy'),
    renderer: rendererUrl,
    renderTimeoutMs,
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-render-'));
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.mkdirSync(path.join(dir, 'deploy'));
  fs.writeFileSync(path.join(dir, 'shell/index.html'), '<!doctype html><title>static</title>');
  fs.writeFileSync(path.join(dir, 'shell/main.1a2b3c4d.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'deploy/runtime-config.json'), JSON.stringify({ hosts: {} }));
  fs.writeFileSync(path.join(dir, 'deploy/remotes.json'), JSON.stringify({ remotes: [] }));
  renderer = await listen((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    setTimeout(() => {
      res.writeHead(answer.status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache, private',
        vary: 'Cookie, Accept-Language',
        'x-hearth-rendered': 'server',
        'x-internal': 'not passed on',
      });
      res.end(req.method === 'HEAD' ? undefined : `<p>rendered ${req.url}</p>`);
    }, answer.delayMs);
  });
  front = await listen(shellHandler(urlOf(renderer)));
  slowFront = await listen(shellHandler(urlOf(renderer), 100));
  // A port nothing listens on: a server closed at once.
  const closed = await listen(() => {});
  const closedUrl = urlOf(closed);
  await new Promise((r) => closed.close(r));
  downFront = await listen(shellHandler(closedUrl));
});

afterAll(async () => {
  for (const s of [renderer, front, slowFront, downFront]) await new Promise((r) => s.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a history route with a renderer', () => {
  it('forwards the method, path, query and the headers the page depends on', async () => {
    seen.length = 0;
    answer = { status: 200, delayMs: 0 };
    const headers = {
      host: 'lily.localhost:3000',
      'accept-language': 'zh-CN',
      cookie: 'token=1',
      'user-agent': 'MicroMessenger',
      authorization: 'not forwarded',
    };
    const res = await request(front, '/listing/treb-C4200001?ltype=1', { headers });
    expect(res.status).toBe(200);
    expect(res.body).toBe('<p>rendered /listing/treb-C4200001?ltype=1</p>');
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe('/listing/treb-C4200001?ltype=1');
    expect(seen[0].headers).toMatchObject({
      host: 'lily.localhost:3000',
      'x-forwarded-proto': 'http',
      'accept-language': 'zh-CN',
      cookie: 'token=1',
      'user-agent': 'MicroMessenger',
    });
    expect(seen[0].headers.authorization).toBeUndefined();
  });

  it("passes on the renderer's status, type, Cache-Control and Vary with the document headers", async () => {
    answer = { status: 404, delayMs: 0 };
    const res = await request(front, '/no/such/page');
    expect(res.status).toBe(404);
    expect(res.body).toBe('<p>rendered /no/such/page</p>');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache, private');
    expect(res.headers.vary).toBe('Cookie, Accept-Language');
    expect(res.headers['x-hearth-rendered']).toBe('server');
    expect(res.headers['x-internal']).toBeUndefined();
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('renders `/` too, and answers HEAD without a body', async () => {
    answer = { status: 200, delayMs: 0 };
    seen.length = 0;
    const res = await request(front, '/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.body).toBe('');
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['HEAD /']);
  });

  it('sends the static index.html when the renderer answers a 5xx', async () => {
    answer = { status: 503, delayMs: 0 };
    const res = await request(front, '/listings');
    expect(res.status).toBe(200);
    expect(res.body).toBe('<!doctype html><title>static</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-hearth-rendered']).toBeUndefined();
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('sends the static index.html when the renderer is too slow or down', async () => {
    answer = { status: 200, delayMs: 1000 };
    const slow = await request(slowFront, '/listings');
    expect(slow.body).toBe('<!doctype html><title>static</title>');
    answer = { status: 200, delayMs: 0 };
    const down = await request(downFront, '/');
    expect(down.status).toBe(200);
    expect(down.body).toBe('<!doctype html><title>static</title>');
    expect(down.headers['x-robots-tag']).toBeUndefined();
    // The app's pages stay noindex in the static page (issue 30 §2).
    const hybrid = await request(downFront, '/hybrid/success?title=x');
    expect([hybrid.body, hybrid.headers['x-robots-tag']]).toEqual([
      '<!doctype html><title>static</title>',
      'noindex',
    ]);
  });
});

describe('files with a renderer', () => {
  it('serves /index.html, assets and missing files as without one', async () => {
    seen.length = 0;
    expect((await request(front, '/index.html')).body).toBe('<!doctype html><title>static</title>');
    expect((await request(front, '/main.1a2b3c4d.js')).status).toBe(200);
    expect((await request(front, '/missing.js')).status).toBe(404);
    expect(seen).toEqual([]);
  });
});

describe('robots.txt and sitemap.xml with a renderer (docs/adr/0040)', () => {
  it("are the renderer's, for the Host's site, with a resource's headers (its Cache-Control)", async () => {
    answer = { status: 200, delayMs: 0 };
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      seen.length = 0;
      const res = await request(front, file, { headers: { host: 'lily.localhost:3000' } });
      expect(res.status).toBe(200);
      expect(res.body).toBe(`<p>rendered ${file}</p>`);
      expect(seen.map((r) => [r.url, r.headers.host])).toEqual([[file, 'lily.localhost:3000']]);
      expect(res.headers['cache-control']).toBe('no-cache, private');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Not a document: the resource policy, not the page's.
      expect(res.headers['content-security-policy']).not.toMatch(/script-src/);
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    answer = { status: 404, delayMs: 0 };
    expect((await request(front, '/robots.txt')).status).toBe(404);
  });

  it('answer 503 with Retry-After, never a file or index.html, when the renderer fails, is slow or down', async () => {
    answer = { status: 500, delayMs: 0 };
    const failed = await request(front, '/sitemap.xml');
    answer = { status: 200, delayMs: 1000 };
    const slow = await request(slowFront, '/robots.txt');
    answer = { status: 200, delayMs: 0 };
    const down = await request(downFront, '/sitemap.xml');
    for (const res of [failed, slow, down]) {
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe('Service unavailable: try again later\n');
    }
  });
});

describe('checkRendererUrl', () => {
  it('takes an http origin only', () => {
    expect(checkRendererUrl('http://127.0.0.1:3100/')).toBe('http://127.0.0.1:3100');
    expect(() => checkRendererUrl('https://127.0.0.1:3100')).toThrow(/http origin/);
    expect(() => checkRendererUrl('http://127.0.0.1:3100/render')).toThrow(/http origin/);
    expect(() => checkRendererUrl('127.0.0.1:3100')).toThrow(/unusable/);
  });
});
