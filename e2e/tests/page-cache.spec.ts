import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PORT_OFFSET, SHELL, SHELL_PORT } from './support/env';
import {
  reloadShellNginx,
  rendererUrls,
  setRemoteServerEntry,
  startShellNginx,
} from '../platform/platform.mjs';
import { nginxAvailable } from '../platform/nginx.mjs';

/**
 * nginx's page cache (ADR 0036). The suite's own front runs without it; this spec starts a second shell front on
 * nginx with the cache on, in front of the platform's renderer, and asks it for pages as a crawler would.
 */
const CACHED_PORT = 3050 + PORT_OFFSET;
const FRONT = { port: CACHED_PORT, label: 'shell-cached', renderers: rendererUrls(), pageCache: true };
let front: { stop: () => Promise<void> } | null = null;

test.describe.configure({ mode: 'serial' });
test.skip(!nginxAvailable(), 'the page cache is nginx’s');

test.beforeAll(async () => {
  front = await startShellNginx(FRONT);
});
test.afterAll(async () => {
  await front?.stop();
});

/** A plain GET of a page on lily's site through the cached front: status, cache status, language, HTML. */
async function getPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(`http://127.0.0.1:${CACHED_PORT}${path}`, {
    headers: { Host: `lily.localhost:${CACHED_PORT}`, 'Accept-Language': 'en-CA', ...headers },
    maxRedirects: 0,
  });
  const html = await res.text();
  return {
    status: res.status(),
    cache: res.headers()['x-cache-status'],
    rendered: res.headers()['x-hearth-rendered'],
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    html,
  };
}

test('a public page is rendered once, then served from the cache', async ({ request }) => {
  const first = await getPage(request, '/');
  expect([first.status, first.cache, first.rendered]).toEqual([200, 'MISS', 'server']);
  expect(first.html).toContain('Lily Chen');
  const second = await getPage(request, '/');
  expect(second.cache).toBe('HIT');
  expect(second.html).toBe(first.html);
});

test('the suite’s own front keeps no page (HEARTH_PAGE_CACHE=0)', async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const res = await request.get(`${SHELL}/`, { headers: { Host: `lily.localhost:${SHELL_PORT}` } });
    expect([res.status(), res.headers()['x-hearth-rendered']]).toEqual([200, 'server']);
    expect(res.headers()['x-cache-status']).toBeUndefined();
  }
});

test('two users of the app never get each other’s page', async ({ request }) => {
  // The app's context in the query: each user's own coupons (the server renders them) in their own language, never
  // stored. Grace Liu (20101) has coupons; 20103 has none.
  const users = [
    {
      fjjUserId: '20101',
      language: '1',
      lang: 'en',
      own: '$100 Off Moving Service',
      not: 'no valid coupons',
    },
    {
      fjjUserId: '20103',
      language: '0',
      lang: 'zh-CN',
      own: '您暂无有效的优惠券。',
      not: '$100 Off Moving Service',
    },
  ];
  for (const round of [1, 2])
    for (const user of users) {
      const page = await getPage(
        request,
        `/hybrid/coupon/my/coupons?fjjUserId=${user.fjjUserId}&language=${user.language}`,
      );
      expect([page.status, page.rendered, page.lang], `round ${round}`).toEqual([200, 'server', user.lang]);
      expect(page.cache).toBe('MISS');
      expect(page.html).toContain(user.own);
      expect(page.html).not.toContain(user.not);
    }
});

test('a page in English and in Chinese: each language its own, by cookie and by Accept-Language', async ({
  request,
}) => {
  const english = { 'Accept-Language': 'en-CA,en;q=0.9' };
  const chinese = { 'Accept-Language': 'zh-CN,zh;q=0.9' };
  const chosen = { ...english, Cookie: 'hearth_locale=zh-CN' };
  const seen: (string | undefined)[] = [];
  for (const round of [1, 2])
    for (const [headers, lang] of [
      [english, 'en'],
      [chinese, 'zh-CN'],
      [chosen, 'zh-CN'],
    ] as const) {
      const page = await getPage(request, '/listings', headers);
      expect(page.lang, `round ${round}, ${JSON.stringify(headers)}`).toBe(lang);
      seen.push(page.cache);
    }
  expect(seen).toEqual(['MISS', 'MISS', 'MISS', 'HIT', 'HIT', 'HIT']);
  // The URL fixes the language: one page for every visitor.
  expect((await getPage(request, '/listings?ltype=0', english)).lang).toBe('zh-CN');
  const shared = await getPage(request, '/listings?ltype=0', chinese);
  expect([shared.cache, shared.lang]).toEqual(['HIT', 'zh-CN']);
});

test('a hot-swapped deploy: the cached page until the front is reloaded, then the new one', async ({
  request,
}) => {
  const path = '/listing/treb-C4200001';
  expect((await getPage(request, path)).html).toContain('25 Hollywood Ave');
  const previous = setRemoteServerEntry('remote_listings', undefined);
  try {
    // Within the page's s-maxage (60 s) the front keeps the page it has (ADR 0036).
    const kept = await getPage(request, path);
    expect([kept.cache, kept.html.includes('25 Hollywood Ave')]).toEqual(['HIT', true]);
    // A deploy re-renders the front's configuration: the deploy files' digest is in the key.
    reloadShellNginx(FRONT);
    await expect
      .poll(async () => (await getPage(request, path)).html.includes('25 Hollywood Ave'))
      .toBe(false);
  } finally {
    setRemoteServerEntry('remote_listings', previous);
    reloadShellNginx(FRONT);
  }
  await expect.poll(async () => (await getPage(request, path)).html.includes('25 Hollywood Ave')).toBe(true);
});
