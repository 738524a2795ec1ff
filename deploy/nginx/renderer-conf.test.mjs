/* global describe, it, expect, beforeAll, afterAll */
// The shell's rendered pages on nginx: the configuration text, and — where nginx is installed — a real nginx in
// front of a stand-in renderer (pages passed on with the document headers; the static index.html when it fails).
import { serverBlock } from './nginx-conf.mjs';
import { checkRenderers } from './renderer-conf.mjs';
import { locationsOf, nginxToolsPresent, requestLocal, startRendererFront } from './testing.mjs';

const CSP = "default-src 'self'; script-src 'self'; object-src 'none'";
const shellBlock = (renderers) =>
  serverBlock({ role: 'shell', name: 'shell', listen: 80, root: '/srv/shell', documentCsp: CSP, renderers });

describe('the configuration', () => {
  it('sends `/` and history routes to the renderers, the static page when none answers', () => {
    const text = shellBlock(['http://127.0.0.1:3100']);
    expect(text).toMatch(/upstream hearth_shell_render \{\n {4}server 127\.0\.0\.1:3100 max_fails=0;\n/);
    const loc = locationsOf(text);
    expect(loc['/']).toContain('try_files $uri @hearth_render;');
    const page = loc['@hearth_render'];
    expect(page).toContain('proxy_pass http://hearth_shell_render;');
    expect(page).toContain('proxy_set_header Host $http_host;');
    expect(page).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(page).toContain('proxy_read_timeout 3s;');
    expect(page).toContain('proxy_intercept_errors on;');
    expect(page).toContain('error_page 500 502 503 504 = /index.html;');
    // The document headers, but the renderer's own Cache-Control.
    expect(page).toContain(`add_header Content-Security-Policy "${CSP}" always;`);
    expect(page).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
    expect(page).not.toContain('Cache-Control');
    // The static page and the files are as without renderers.
    expect(loc['= /index.html']).toBe(locationsOf(shellBlock())['= /index.html']);
  });

  it('without renderers, history routes are the static index.html', () => {
    const text = shellBlock();
    expect(locationsOf(text)['/']).toContain('try_files $uri /index.html;');
    expect(text).not.toContain('hearth_render');
    // No robots.txt or sitemap.xml of their own: files like any other (no build has them: 404).
    expect(locationsOf(text)['= /robots.txt']).toBeUndefined();
  });

  it('sends robots.txt and sitemap.xml to the renderers, a 503 when none answers (docs/adr/0040)', () => {
    const loc = locationsOf(shellBlock(['http://127.0.0.1:3100']));
    for (const file of ['= /robots.txt', '= /sitemap.xml']) {
      const body = loc[file];
      expect(body).toContain('proxy_pass http://hearth_shell_render;');
      expect(body).toContain('proxy_set_header Host $http_host;');
      expect(body).toContain('proxy_read_timeout 3s;');
      expect(body).toContain('error_page 500 502 503 504 = @hearth_rendered_file_unavailable;');
      // A resource's headers, the renderer's Cache-Control; never the static page.
      expect(body).toContain(`add_header X-Content-Type-Options "nosniff" always;`);
      expect(body).not.toContain('Cache-Control');
      expect(body).not.toContain('index.html');
      expect(body).not.toContain('Cross-Origin-Opener-Policy');
    }
    const unavailable = loc['@hearth_rendered_file_unavailable'];
    expect(unavailable).toContain('return 503');
    expect(unavailable).toContain('add_header Retry-After 60 always;');
    expect(unavailable).toContain('add_header Cache-Control "no-store" always;');
  });

  it('several renderers share the pages; a failed one is skipped for a while', () => {
    const text = shellBlock(['http://127.0.0.1:3100', 'http://10.0.0.2:3100']);
    expect(text).toContain('    server 127.0.0.1:3100;\n    server 10.0.0.2:3100;\n');
  });

  it('refuses a renderer that is not an http origin with a port, and renderers on a remote', () => {
    for (const bad of [
      [],
      ['https://127.0.0.1:3100'],
      ['http://127.0.0.1:3100/x'],
      ['http://127.0.0.1'],
      'x',
    ])
      expect(() => checkRenderers(bad)).toThrow(/renderer/);
    expect(() =>
      serverBlock({
        role: 'remote',
        name: 'r',
        listen: 80,
        root: '/srv/r',
        documentCsp: CSP,
        renderers: ['x'],
      }),
    ).toThrow(/only the shell/);
  });
});

const get = requestLocal;

describe.each(nginxToolsPresent() ? ['nginx'] : [])('rendered pages on %s', () => {
  let front;
  let port;
  const seen = [];
  let status = 200;

  beforeAll(async () => {
    front = await startRendererFront(
      (req, res) => {
        seen.push({ url: req.url, headers: req.headers });
        res.writeHead(status, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache, private',
        });
        res.end(`<p>rendered ${req.url}</p>`);
      },
      { label: 'renderer' },
    );
    port = front.port;
  });
  afterAll(() => front?.stop());

  it("passes the renderer's page and status on, with the site and the document headers", async () => {
    seen.length = 0;
    status = 200;
    const page = await get(port, '/listing/treb-C4200001?ltype=1');
    expect(page.status).toBe(200);
    expect(page.body).toBe('<p>rendered /listing/treb-C4200001?ltype=1</p>');
    expect(page.headers['cache-control']).toBe('no-cache, private');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'self'/);
    expect(seen[0].headers).toMatchObject({ host: 'lily.localhost', 'x-forwarded-proto': 'http' });
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect((await get(port, '/hybrid/share/list?ids=a')).headers['x-robots-tag']).toBe('noindex');
    status = 404;
    const missing = await get(port, '/no/such/page');
    expect([missing.status, missing.body]).toEqual([404, '<p>rendered /no/such/page</p>']);
    expect((await get(port, '/', { method: 'POST' })).status).toBe(405);
  });

  it("asks the renderer for robots.txt and sitemap.xml with the site's Host; its answer and status pass", async () => {
    seen.length = 0;
    status = 200;
    const robots = await get(port, '/robots.txt');
    expect([robots.status, robots.body]).toEqual([200, '<p>rendered /robots.txt</p>']);
    expect(robots.headers['cache-control']).toBe('no-cache, private');
    expect(robots.headers['x-content-type-options']).toBe('nosniff');
    expect(seen.map((r) => [r.url, r.headers.host])).toEqual([['/robots.txt', 'lily.localhost']]);
    const gzipped = await get(port, '/robots.txt', {
      headers: { 'accept-encoding': 'gzip', via: '1.1 cdn' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    status = 404;
    expect((await get(port, '/sitemap.xml')).status).toBe(404);
  });

  it('compresses the page per request when asked, also through a CDN', async () => {
    status = 200;
    for (const headers of [{ 'accept-encoding': 'gzip' }, { 'accept-encoding': 'gzip', via: '1.1 cdn' }]) {
      const page = await get(port, '/blogs', { headers });
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers.vary).toMatch(/Accept-Encoding/);
      expect(page.body).toBe('<p>rendered /blogs</p>');
    }
    expect((await get(port, '/blogs')).headers['content-encoding']).toBeUndefined();
  });

  it('serves the files and /index.html itself, never asking the renderer', async () => {
    seen.length = 0;
    expect((await get(port, '/index.html')).body).toBe('<!doctype html><title>static</title>');
    expect((await get(port, '/main.1a2b3c4d.js')).status).toBe(200);
    expect((await get(port, '/missing.js')).status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('sends the static page on a 5xx and while the renderer is down', async () => {
    status = 500;
    const failed = await get(port, '/listings');
    expect([failed.status, failed.body]).toEqual([200, '<!doctype html><title>static</title>']);
    expect(failed.headers['cache-control']).toBe('no-cache');
    const failedFile = await get(port, '/sitemap.xml');
    expect([failedFile.status, failedFile.headers['retry-after']]).toEqual([503, '60']);
    await new Promise((r) => front.renderer.close(r));
    const downFile = await get(port, '/robots.txt');
    expect([downFile.status, downFile.body]).toEqual([503, 'Service unavailable: try again later\n']);
    expect(downFile.headers['cache-control']).toBe('no-store');
    // Plain text, not the type of the file's extension.
    expect(failedFile.headers['content-type']).toMatch(/^text\/plain/);
    const down = await get(port, '/');
    expect([down.status, down.body]).toEqual([200, '<!doctype html><title>static</title>']);
    expect(down.headers['content-security-policy']).toMatch(/^default-src 'self'/);
    expect(down.headers['x-robots-tag']).toBeUndefined();
    // The app's pages are noindex in the static page too (issue 30 §2), whatever the query.
    const hybrid = await get(port, '/hybrid/coupon/my/coupons?fjjUserId=1');
    expect([hybrid.status, hybrid.body]).toEqual([200, '<!doctype html><title>static</title>']);
    expect(hybrid.headers['x-robots-tag']).toBe('noindex');
  });
});
