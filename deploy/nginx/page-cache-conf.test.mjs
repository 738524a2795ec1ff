/* global describe, it, expect, beforeAll, afterAll */
// nginx's cache of the rendered pages (ADR 0036): the configuration text, and — where nginx is installed — a real
// nginx in front of a stand-in renderer that answers as the shell's does (Cache-Control, Vary per page).
import path from 'node:path';
import { serverBlock } from './nginx-conf.mjs';
import { checkPageCache } from './page-cache-conf.mjs';
import { locationsOf, nginxToolsPresent, requestLocal, startRendererFront } from './testing.mjs';

const CSP = "default-src 'self'; script-src 'self'; object-src 'none'";
const RENDERERS = ['http://127.0.0.1:3100'];
const CHECK = { renderers: RENDERERS, defaultPath: '/run/shell/page-cache', generation: 'abc123' };
const shellBlock = (pageCache) =>
  serverBlock({
    role: 'shell',
    name: 'shell',
    listen: 80,
    root: '/srv/shell',
    documentCsp: CSP,
    renderers: RENDERERS,
    pageCache,
  });

describe('the configuration', () => {
  it('caches the rendered pages by default, keyed by scheme, Host, URI, device class and deploy', () => {
    const text = shellBlock(checkPageCache(undefined, CHECK));
    expect(text).toContain(
      'proxy_cache_path /run/shell/page-cache levels=1:2 keys_zone=hearth_shell_pages:10m max_size=256m inactive=10m use_temp_path=off;',
    );
    expect(text).toContain('map $http_user_agent $hearth_shell_device {');
    expect(text).toContain('"~*Mobi|iPhone|Android.+Mobile" phone;');
    const page = locationsOf(text)['@hearth_render'];
    expect(page).toContain('proxy_cache hearth_shell_pages;');
    expect(page).toContain('proxy_cache_key "$scheme://$http_host$request_uri|$hearth_shell_device|abc123";');
    expect(page).toContain('proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504;');
    expect(page).toContain('proxy_cache_background_update on;');
    expect(page).toContain('proxy_cache_lock on;');
    expect(page).toContain('add_header X-Cache-Status $upstream_cache_status always;');
    expect(page).toContain('tcp_nopush off;');
    // Only the renderer's headers decide what is stored: no lifetime of nginx's own, Vary and Set-Cookie honoured.
    expect(text).not.toMatch(/proxy_cache_valid|proxy_ignore_headers/);
    // Files and the static page are never in it.
    expect(locationsOf(text)['= /index.html']).not.toContain('proxy_cache');
  });

  it('is off with `pageCache: false`, or without renderers', () => {
    expect(checkPageCache(false, CHECK)).toBeNull();
    expect(checkPageCache(undefined, { ...CHECK, renderers: undefined })).toBeNull();
    const text = shellBlock(null);
    expect(text).not.toMatch(/proxy_cache|X-Cache-Status/);
  });

  it('takes a path, size and lifetime; refuses what nginx could not read', () => {
    expect(checkPageCache({ path: '/var/cache/p', maxSize: '1g', inactive: '1h' }, CHECK)).toEqual({
      path: '/var/cache/p',
      maxSize: '1g',
      inactive: '1h',
      generation: 'abc123',
    });
    expect(() => checkPageCache({ maxSize: 'lots' }, CHECK)).toThrow(/maxSize/);
    expect(() => checkPageCache({ inactive: '1 h' }, CHECK)).toThrow(/inactive/);
    expect(() => checkPageCache('on', CHECK)).toThrow(/pageCache/);
    expect(() => checkPageCache({}, { ...CHECK, renderers: undefined })).toThrow(/needs renderers/);
    expect(() => shellBlock({ ...checkPageCache({}, CHECK), path: 'relative/dir' })).toThrow(
      /pageCache.path/,
    );
  });
});

/** What the stand-in renderer answers per path, like the shell's server (start-plan.ts cacheControl, varyOf). */
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
function answerOf(url) {
  const { pathname, searchParams } = new URL(url, 'http://x');
  if (pathname === '/private') return { 'cache-control': 'private, no-store' };
  if (pathname === '/cookie') return { 'cache-control': PUBLIC, 'set-cookie': 'session=1; Path=/' };
  if (pathname === '/short')
    return { 'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=30' };
  if (pathname === '/fragile') return { 'cache-control': 'public, max-age=0, s-maxage=1' };
  if (searchParams.get('ltype')) return { 'cache-control': PUBLIC };
  return { 'cache-control': PUBLIC, vary: 'Cookie, Accept-Language' };
}

describe.each(nginxToolsPresent() ? ['nginx'] : [])('cached pages on %s', () => {
  let front;
  let port;
  let rendered = 0;
  let version = 'v1';
  let failing = false;

  beforeAll(async () => {
    front = await startRendererFront(
      (req, res) => {
        rendered += 1;
        if (failing) return res.writeHead(500).end('down');
        const cookie = /hearth_locale=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
        const lang = cookie ?? (req.headers['accept-language']?.startsWith('zh') ? 'zh-CN' : 'en');
        const device = /Mobi/.test(req.headers['user-agent'] ?? '') ? 'phone' : 'desktop';
        res.writeHead(200, { 'content-type': 'text/html', ...answerOf(req.url) });
        res.end(JSON.stringify({ url: req.url, host: req.headers.host, lang, device, version }));
      },
      { label: 'page-cache' },
    );
    port = front.port;
    expect(front.container.pageCache).toBe(path.join(front.dir, 'run/shell/page-cache'));
  });
  afterAll(() => front?.stop());

  /** A page: its cache status and what the renderer said it rendered. */
  const page = async (pathname, opts) => {
    const res = await requestLocal(port, pathname, opts);
    return { status: res.headers['x-cache-status'], ...JSON.parse(res.body), headers: res.headers };
  };

  it('serves a public page from the cache the second time, per Host', async () => {
    expect((await page('/listings')).status).toBe('MISS');
    const again = await page('/listings');
    expect([again.status, again.host]).toEqual(['HIT', 'lily.localhost']);
    expect(again.headers['cache-control']).toBe(PUBLIC);
    expect(again.headers['content-security-policy']).toMatch(/^default-src 'self'/);
    const other = await page('/listings', { host: 'oscar.localhost' });
    expect([other.status, other.host]).toEqual(['MISS', 'oscar.localhost']);
  });

  it('never stores a private page, nor one that sets a cookie, nor for a request with credentials', async () => {
    const before = rendered;
    for (const user of ['111', '222', '111']) {
      const mine = await page(`/private?fjjUserId=${user}`);
      expect([mine.status, mine.url]).toEqual(['MISS', `/private?fjjUserId=${user}`]);
    }
    expect(rendered - before).toBe(3);
    await page('/cookie');
    expect((await page('/cookie')).status).toBe('MISS');
    const headers = { authorization: 'Bearer x' };
    expect((await page('/listings', { headers })).status).toBe('BYPASS');
  });

  it('keeps a Varying page apart per language source, a page whose URL fixes it shared', async () => {
    const en = { 'accept-language': 'en-CA,en;q=0.9' };
    const zh = { 'accept-language': 'zh-CN,zh;q=0.9' };
    const asked = [
      ['/blogs', en, 'en'],
      ['/blogs', zh, 'zh-CN'],
      ['/blogs', { ...en, cookie: 'hearth_locale=zh-CN' }, 'zh-CN'],
      ['/blogs', en, 'en'],
      ['/blogs', zh, 'zh-CN'],
      ['/blogs', { ...en, cookie: 'hearth_locale=zh-CN' }, 'zh-CN'],
    ];
    const statuses = [];
    for (const [pathname, headers, lang] of asked) {
      const got = await page(pathname, { headers });
      expect(got.lang).toBe(lang);
      statuses.push(got.status);
    }
    expect(statuses).toEqual(['MISS', 'MISS', 'MISS', 'HIT', 'HIT', 'HIT']);
    expect((await page('/blogs?ltype=1', { headers: en })).status).toBe('MISS');
    expect((await page('/blogs?ltype=1', { headers: zh })).status).toBe('HIT');
  });

  it("keeps a phone's page apart from a desktop's", async () => {
    const phone = { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148' };
    expect((await page('/map')).status).toBe('MISS');
    const got = await page('/map', { headers: phone });
    expect([got.status, got.device]).toEqual(['MISS', 'phone']);
    expect((await page('/map', { headers: phone })).device).toBe('phone');
  });

  it('serves a stale page while the next is rendered, and on a failing renderer', async () => {
    version = 'v1';
    await page('/short');
    version = 'v2';
    // nginx counts in whole seconds: `s-maxage=1` has run out within 2 s.
    await new Promise((r) => setTimeout(r, 2100));
    const stale = await page('/short');
    // The stale page at once, the next one rendered in the background.
    expect([stale.status, stale.version]).toEqual(['STALE', 'v1']);
    // The background render is in within moments (a busy machine: up to 3 s), then served from the cache.
    let next = await page('/short');
    for (let i = 0; i < 30 && next.version !== 'v2'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      next = await page('/short');
    }
    expect(next).toMatchObject({ status: 'HIT', version: 'v2' });

    await page('/fragile');
    failing = true;
    await new Promise((r) => setTimeout(r, 2100));
    expect(await page('/fragile')).toMatchObject({ status: 'STALE', version: 'v2' });
    failing = false;
  });
});
