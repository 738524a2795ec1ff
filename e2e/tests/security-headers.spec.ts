import type { APIResponse } from '@playwright/test';
import { expect, slotSettled, test, type RemoteName } from './support/fixtures';
import { SHELL, site, type SiteHost } from './support/env';
import { BUILT_ROUTES } from './support/built-routes.mjs';
import { cspViolations as violations, watchCspViolations as watchViolations } from './support/csp-watch';
import { REMOTE_PAGES, REMOTES } from './support/routes';

/**
 * Production serving (docs/adr/0010-production-serving.md): every response carries the header policy of
 * deploy/nginx/policy.mjs — the same from nginx (HEARTH_SERVER=nginx, e2e/platform/nginx.mjs) and from the Node
 * servers — and no page violates its Content-Security-Policy.
 */

interface RemoteEntry {
  name: string;
  entry: string;
}
interface FederationManifest {
  exposes: { assets: { js: { sync: string[] } } }[];
}

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** `a b; c d` → { a: ['b'], c: ['d'] } */
function parseCsp(header: string | undefined): Record<string, string[]> {
  expect(header, 'Content-Security-Policy').toMatch(/\S/);
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Headers every response has; `cache` is the expected Cache-Control. */
function expectCommon(res: APIResponse, cache: string, what: string) {
  const h = res.headers();
  expect(h['cache-control'], `${what} cache-control`).toBe(cache);
  expect(h['x-content-type-options'], `${what} nosniff`).toBe('nosniff');
  expect(h['referrer-policy'], `${what} referrer-policy`).toBe('strict-origin-when-cross-origin');
}

/** A missing file: a plain 404, never index.html. */
function expectMissing(res: APIResponse, what: string) {
  expect(res.status(), what).toBe(404);
  expect(res.headers()['content-type'], what).not.toContain('text/html');
  expectCommon(res, 'no-cache', what);
}

const origin = (url: string) => new URL(url).origin;

async function deployFiles(request: import('@playwright/test').APIRequestContext) {
  const config = (await (await request.get(`${SHELL}/runtime-config.json`)).json()) as {
    hosts: Record<string, string> & { files: string };
    wechatSdkUrl: string;
    dingtalkSdkUrl: string;
  };
  const manifest = (await (await request.get(`${SHELL}/remotes.json`)).json()) as { remotes: RemoteEntry[] };
  return { config, remotes: manifest.remotes };
}

test.describe('security headers', () => {
  test('shell documents: revalidated, with a strict CSP built from the deploy files', async ({ request }) => {
    const { config, remotes } = await deployFiles(request);
    const remoteOrigins = remotes.map((r) => origin(r.entry));
    const hostOrigins = Object.values(config.hosts).map(origin);
    const paths = ['/', '/index.html', '/not/found', ...Object.values(REMOTE_PAGES).map((p) => p.path)];
    for (const path of paths) {
      const res = await request.get(`${SHELL}${path}`);
      // /not/found is the 404 page: the server answers it as one (ADR 0033).
      expect(res.status(), path).toBe(path === '/not/found' ? 404 : 200);
      expect(res.headers()['content-type'], path).toContain('text/html');
      // Revalidated by browsers every time: the static page `no-cache`; a server-rendered page `max-age=0` (shared
      // caches may keep a public one briefly) or, with user context, `no-store` (ADR 0033).
      const cache = res.headers()['cache-control'] ?? '';
      if (path === '/index.html') expectCommon(res, 'no-cache', path);
      else {
        expect(cache, `${path} cache-control`).toMatch(
          /^(?:public, max-age=0, s-maxage=\d+.*|private, no-store)$/,
        );
        expect(res.headers()['x-content-type-options'], `${path} nosniff`).toBe('nosniff');
        expect(res.headers()['referrer-policy'], `${path} referrer-policy`).toBe(
          'strict-origin-when-cross-origin',
        );
      }
      expect(res.headers()['access-control-allow-origin'], path).toBeUndefined();
      expect(res.headers()['permissions-policy'], path).toBe(
        'camera=(), microphone=(), geolocation=(), payment=()',
      );
      expect(res.headers()['cross-origin-opener-policy'], path).toBe('same-origin');

      const csp = parseCsp(res.headers()['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", ...remoteOrigins]));
      // The sharing SDKs: their files, not their hosts' whole origins.
      expect(csp['script-src']).toEqual(expect.arrayContaining([config.wechatSdkUrl, config.dingtalkSdkUrl]));
      expect(csp['script-src']).not.toContain(origin(config.wechatSdkUrl));
      for (const source of csp['script-src'] ?? [])
        expect(source, `${path} script-src`).not.toMatch(
          /^'unsafe-(inline|eval)'$|^\*$|^(https?|data|blob):$/,
        );
      expect(csp['style-src']).toEqual(expect.arrayContaining(["'self'", ...remoteOrigins]));
      expect(csp['connect-src']).toEqual(
        expect.arrayContaining(["'self'", ...hostOrigins, ...remoteOrigins]),
      );
      expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', origin(config.hosts.files)]));
      expect(csp['media-src']).toEqual(expect.arrayContaining([origin(config.hosts.files)]));
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
    }
  });

  test('shell files: deploy files never stored, hashed assets immutable and precompressed, misses are 404', async ({
    request,
  }) => {
    for (const file of ['/runtime-config.json', '/remotes.json']) {
      const res = await request.get(`${SHELL}${file}`);
      expect(res.status(), file).toBe(200);
      expect(res.headers()['content-type'], file).toContain('application/json');
      expectCommon(res, 'no-store', file);
      expect(res.headers()['content-security-policy'], file).toBe(RESOURCE_CSP);
      // Pages only: a JSON answer has no opener or permissions to restrict.
      expect(res.headers()['cross-origin-opener-policy'], file).toBeUndefined();
    }

    // index.html has no inline script or style for the CSP to block: every script is a file.
    const html = await (await request.get(`${SHELL}/index.html`)).text();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
    expect(html).not.toMatch(/<style[\s>]|\sstyle=/i);
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/gi)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src, 'entry script name').toMatch(HASHED);
      const res = await request.get(new URL(src, SHELL).href, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.status(), src).toBe(200);
      expect(res.headers()['content-type'], src).toMatch(/javascript/);
      expect(res.headers()['content-encoding'], src).toMatch(/^(br|gzip)$/);
      expect(res.headers()['vary'], src).toMatch(/accept-encoding/i);
      expectCommon(res, 'public, max-age=31536000, immutable', src);
    }
    expectCommon(await request.get(`${SHELL}/mf-manifest.json`), 'no-cache', 'shell mf-manifest.json');

    for (const missing of ['/nope.js', '/nope.json', '/nope.css', '/nope.12345678.js', '/assets/nope.png'])
      expectMissing(await request.get(`${SHELL}${missing}`), missing);
  });

  test('remote files: CORS everywhere, entries revalidated, chunks immutable, misses are 404', async ({
    request,
  }) => {
    const { remotes } = await deployFiles(request);
    expect(remotes.map((r) => r.name).sort()).toEqual([...REMOTES].sort());
    for (const remote of remotes) {
      const manifestUrl = new URL('mf-manifest.json', remote.entry).href;
      const entries = [manifestUrl, new URL('remoteEntry.js', remote.entry).href];
      for (const url of entries) {
        const res = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
        expect(res.status(), url).toBe(200);
        expectCommon(res, 'no-cache', url);
        expect(res.headers()['access-control-allow-origin'], url).toBe('*');
        expect(res.headers()['content-security-policy'], url).toBe(RESOURCE_CSP);
      }

      const manifest = (await (await request.get(manifestUrl)).json()) as FederationManifest;
      const chunk = manifest.exposes[0]?.assets.js.sync.find((f) => HASHED.test(f));
      expect(chunk, `${remote.name}: a hashed chunk in its manifest`).toMatch(HASHED);
      const chunkUrl = new URL(chunk ?? '', manifestUrl).href;
      const res = await request.get(chunkUrl, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.status(), chunkUrl).toBe(200);
      expectCommon(res, 'public, max-age=31536000, immutable', chunkUrl);
      expect(res.headers()['access-control-allow-origin'], chunkUrl).toBe('*');

      const missing = await request.get(new URL('nope.js', manifestUrl).href);
      expectMissing(missing, `${remote.name} nope.js`);
      expect(missing.headers()['access-control-allow-origin']).toBe('*');
      // A remote has no history routes: never its harness page for an unknown path.
      expectMissing(await request.get(new URL('listings', manifestUrl).href), `${remote.name} /listings`);

      const preflight = await request.fetch(chunkUrl, {
        method: 'OPTIONS',
        headers: { Origin: SHELL, 'Access-Control-Request-Method': 'GET' },
      });
      expect(preflight.status(), `${remote.name} preflight`).toBe(204);
      expect(preflight.headers()['access-control-allow-origin']).toBe('*');
    }
  });

  /** The page without `ltype` (the route walk visits every built route in both languages). */
  const withoutLanguage = (path: string) => {
    const url = new URL(path, 'http://x');
    url.searchParams.delete('ltype');
    return `${url.pathname}${url.search}`;
  };
  const walked = (host: SiteHost, path: string) =>
    BUILT_ROUTES.some((r) => r.host === host && withoutLanguage(r.path) === withoutLanguage(path));

  // The route walk (route-walk.spec.ts) checks every built route for CSP violations during its visit; the pages
  // here that it does not walk are visited here, so that the list below stays covered whatever the walk's list is.
  test('no page violates its CSP', async ({ page }) => {
    await watchViolations(page);
    const pages: { host: SiteHost; path: string; remote?: RemoteName }[] = [
      ...REMOTES.map((remote) => ({ host: 'lily' as const, path: REMOTE_PAGES[remote].path, remote })),
      ...(['/', '/not/found', '/hybrid/success'] as const).map((path) => ({ host: 'lily' as const, path })),
      { host: 'www', path: '/listings' },
      { host: 'oscar', path: '/listings' },
    ];
    const visited: Record<string, string[]> = {};
    for (const { host, path, remote } of pages.filter((p) => !walked(p.host, p.path))) {
      const url = site(host, path);
      await page.goto(url);
      if (remote) expect(await slotSettled(page, remote), url).toBe('ready');
      await page.waitForLoadState('networkidle');
      visited[url] = await violations(page);
    }
    expect(visited).toEqual(Object.fromEntries(Object.keys(visited).map((url) => [url, []])));
  });

  test('the policy is enforced: an injected inline script is blocked and reported', async ({ page }) => {
    await watchViolations(page);
    await page.goto(site('lily', REMOTE_PAGES.remote_listings.path));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    const ran = await page.evaluate(async () => {
      const w = window;
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
      await new Promise((r) => setTimeout(r, 100));
      return w.__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => violations(page))
      .toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  });
});
