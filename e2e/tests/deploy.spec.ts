import { expect, slotSettled, test } from './support/fixtures';
import { E2E_REMOTE_TIMEOUT_MS, SHELL, site } from './support/env';
import {
  CONTRACT_MAJOR,
  REMOTE_NAMES,
  readRemotesJson,
  setRemoteContract,
  setRemoteRoutes,
} from '../platform/platform.mjs';

/**
 * The deploy files the platform writes are what the shell serves, and they have the shape of the shared schemas
 * (shared/src/config/runtime-config-schema.ts, shared/src/federation/remote-contract.ts). The schemas themselves
 * cannot be imported here: shared/ is not an ESM package and Playwright's loader does not transform it.
 */
const HOST_KEYS = [
  'cmis',
  'coupon',
  'trade',
  'vendorService',
  'analysisService',
  'newsApi',
  'blogService',
  'quotation',
  'selection',
  'serverless',
  'messagingQueue',
  'leadCreation',
  'translation',
  'files',
  // Optional in the schema (absent: the cmis host serves it); the e2e deploy sets it.
  'houseRecommend',
];

test('runtime-config.json and remotes.json are served by the shell and match the contracts', async ({
  request,
}) => {
  const res = await request.get(`${SHELL}/runtime-config.json`);
  expect(res.headers()['cache-control']).toContain('no-store');
  const config = await res.json();
  expect(Object.keys(config.hosts).sort()).toEqual([...HOST_KEYS].sort());
  for (const url of Object.values(config.hosts)) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\w+$/);
  expect(config).toMatchObject({
    wwwHosts: ['www.localhost'],
    testHost: 'lily.localhost',
    defaultCompanyPhone: '4168885888',
    dailyReportCount: 100,
    remoteTimeoutMs: E2E_REMOTE_TIMEOUT_MS,
  });
  expect(config.wwwSiteUrl).toMatch(/^http:\/\/www\.localhost:\d+$/);

  const manifest = await (await request.get(`${SHELL}/remotes.json`)).json();
  expect(manifest.remotes.map((r: { name: string }) => r.name)).toEqual(REMOTE_NAMES);
  type Entry = {
    entry: string;
    contract: number;
    prefixes: { path: string }[];
    routes: Record<string, string>;
  };
  for (const r of manifest.remotes as Entry[]) {
    expect(r.contract).toBe(CONTRACT_MAJOR);
    const entry = await request.get(r.entry);
    expect(entry.status(), r.entry).toBe(200);
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
    // The prefixes are what the remote's build ships beside its entry (`prefixes.json`).
    expect(r.prefixes.length).toBeGreaterThan(0);
    for (const p of r.prefixes) expect(p.path).toMatch(/^\/[^?#*:\s]+$/);
    const shipped = await request.get(new URL('prefixes.json', r.entry).href);
    expect(shipped.status(), `${r.entry} prefixes.json`).toBe(200);
    expect((await shipped.json()).prefixes).toEqual(r.prefixes);
    // The routes links are bound through (ADR 0029) are the ids and paths of the build's `routes.json`.
    const routes = (await (await request.get(new URL('routes.json', r.entry).href)).json()).routes;
    expect(r.routes).toEqual(
      Object.fromEntries(routes.map((route: { id: string; path: string }) => [route.id, route.path])),
    );
  }
});

test('an edited remotes.json is what identity, gzip and br requests get (never a stale precompressed copy)', async ({
  request,
}) => {
  setRemoteContract('remote_vendor', CONTRACT_MAJOR + 7);
  try {
    const edited = readRemotesJson();
    for (const encoding of ['identity', 'gzip', 'br', 'br, gzip']) {
      const res = await request.get(`${SHELL}/remotes.json`, { headers: { 'Accept-Encoding': encoding } });
      expect(res.status(), encoding).toBe(200);
      // Compressed per request, if at all: gzip, never a .br copy.
      expect(res.headers()['content-encoding'] ?? 'identity', encoding).toMatch(/^(identity|gzip)$/);
      expect(await res.json(), encoding).toEqual(edited);
    }
  } finally {
    setRemoteContract('remote_vendor', CONTRACT_MAJOR);
  }
});

test('the e2e shell says what it is: a build that accepts overrides, not a production one', async ({
  request,
}) => {
  const res = await request.get(`${SHELL}/build-info.json`);
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({
    container: 'shell',
    production: false,
    overrides: true,
    harness: false,
  });
});

test('links into another remote are bound by remotes.json: a moved page, then a remote without routes (text, not links)', async ({
  page,
}) => {
  const deployed = setRemoteRoutes('remote_content', undefined);
  const footer = page.locator('footer.app-footer');
  try {
    // remote_content's deploy moves its contact page: the shell's footer follows, with the same shell build.
    setRemoteRoutes('remote_content', { ...deployed, 'contact-us': '/about-us' });
    await page.goto(site('lily', '/listings'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/about-us');

    // A remotes.json without remote_content's routes: its links show as text; the page and the other links work.
    setRemoteRoutes('remote_content', undefined);
    await page.reload();
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await expect(footer.getByText('Contact Us')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText([
      'Home',
      'Listings',
    ]);
  } finally {
    setRemoteRoutes('remote_content', deployed);
  }
});
