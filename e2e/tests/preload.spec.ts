// The start-up chain, flattened (issue 6, ADR 0013): index.html preloads the shell's own start-up chunks, and the
// entry preloads the current page's chunk from its remote's route-chunks.json together with remoteEntry.js.
import type { APIRequestContext } from '@playwright/test';
import { expect, serveStaticPage, slotSettled, test } from './support/fixtures';
import { SHELL, site } from './support/env';
import { remoteEntryUrl } from '../platform/platform.mjs';

const SCRIPT = /\.js(?:$|\?)/;

// The entry chunk's start-up is the static page's (the renderer down or late, ADR 0034): a server-rendered page
// carries its site and data in its start plan instead (server-rendering.spec.ts).
test.beforeEach(async ({ page }) => {
  await serveStaticPage(page);
});

interface RouteChunksFile {
  routes: { js: string[] };
  pages: { path: string; js: string[]; css: string[] }[];
  /** Each widget's files and its contract (ADR 0030: primary, deferUntilVisible, reserve, earlyGets). */
  exposes: Record<string, { js: string[]; css: string[]; earlyGets?: unknown[]; [field: string]: unknown }>;
}

/** A remote's entry URL and the route-chunks.json its build wrote beside it. */
async function routeChunksOf(request: APIRequestContext, name: 'remote_vendor' | 'remote_listings') {
  const base = remoteEntryUrl(name);
  const res = await request.get(new URL('route-chunks.json', base).href);
  return { base, chunks: (await res.json()) as RouteChunksFile };
}

test('index.html preloads every shell chunk loaded before the first render, and nothing else', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${SHELL}/hybrid/success`)).text();
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(script|style)"/g)].map(
    (m) => m[1],
  );
  expect(preloaded.length).toBeGreaterThan(3);

  const loaded: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.port === new URL(SHELL).port && ['script', 'stylesheet'].includes(r.resourceType()))
      loaded.push(url.pathname);
  });
  await page.goto(site('lily', '/hybrid/success?title=Paid'));
  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
  // No wasted preload: each one is really used on a page without any remote.
  for (const href of preloaded) expect(loaded, href).toContain(href);
  // Everything else the shell loaded is main.js and this page's own lazy chunk.
  const rest = loaded.filter((p) => !preloaded.includes(p) && !/^\/main\.[0-9a-f]+\.js$/.test(p));
  expect(rest.filter((p) => SCRIPT.test(p))).toHaveLength(1);
});

test('a remote page: its page chunk is preloaded from route-chunks.json with the remote entry, once', async ({
  page,
  request,
}) => {
  const { base, chunks } = await routeChunksOf(request, 'remote_vendor');
  // The three statements share one page (its pattern has a parameter for the point of view).
  const pageChunks = chunks.pages.find((p) => p.path.startsWith('/hybrid/vendor/accounting/'));
  expect(pageChunks?.js.length).toBeGreaterThan(0);
  expect(chunks.routes.js.some((f) => f.startsWith('__federation_expose_routes'))).toBe(true);

  const requested = new Map<string, number>();
  page.on('request', (r) => requested.set(r.url(), (requested.get(r.url()) ?? 0) + 1));
  const routeChunks = page.waitForResponse(new URL('route-chunks.json', base).href);
  await page.goto(site('lily', '/hybrid/vendor/accounting/customer/SO0042'));
  await routeChunks;
  expect(await slotSettled(page, 'remote_vendor')).toBe('ready');

  const links = await page.$$eval('link[rel="preload"]', (els) =>
    els.map((l) => (l as HTMLLinkElement).href),
  );
  // The ./routes files are preloaded too, by whichever comes first: this list or the federation runtime's own
  // preload of the exposed module (which removes its links once loaded). The page chunk only comes from this list.
  for (const file of chunks.routes.js) expect(requested.get(new URL(file, base).href), file).toBe(1);
  for (const file of [...(pageChunks?.js ?? []), ...(pageChunks?.css ?? [])]) {
    const url = new URL(file, base).href;
    expect(links, `${file} preloaded by the shell's entry`).toContain(url);
    expect(requested.get(url), `${file} downloaded once`).toBe(1);
  }
});

test('the site’s owner is asked for once, by the entry: profile, user info (ltype=1 in any language), the home’s banner', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/(getAgentProfile|ur\/info)\?/.test(r.url())) asked.push(r.url().replace(/^.*\/cmis/, ''));
  });
  await page.goto(site('lily', '/?ltype=0'));
  await expect(page.getByTestId('app-banner').getByRole('img')).toBeVisible();
  expect(asked).toEqual([
    '/bimsUser/getAgentProfile?agentBlogUri=lily.localhost',
    // public-site §7: the agent-site load sends ltype=1 whatever the page's language.
    expect.stringMatching(/^\/ur\/info\?userId=\w+&ltype=1&isLoadAvatar=false$/),
  ]);
  // The banner, the home's largest paint, was asked for as soon as its URL was known.
  const banner = await page.getByTestId('app-banner').getByRole('img').getAttribute('src');
  await expect(page.locator(`link[rel="preload"][as="image"][href="${banner}"]`)).toHaveCount(1);

  asked.length = 0;
  await page.goto(site('lily', '/listings'));
  await expect(page.locator('[data-remote="remote_listings"][data-state="ready"]')).toBeVisible();
  expect(asked).toHaveLength(2);
  expect(asked[1]).toContain('ltype=1');
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
});

test('the home: its page chunk and the template the site shows are preloaded by the entry, each downloaded once', async ({
  page,
}) => {
  for (const [host, template] of [
    ['www', 'www'],
    ['hearth', 'epic'],
    ['lily', 'default'],
  ] as const) {
    const requested = new Map<string, number>();
    const count = (r: { url(): string }) => {
      const path = new URL(r.url()).pathname;
      if (/^\/(?:page-home|home-\w+)\./.test(path)) requested.set(path, (requested.get(path) ?? 0) + 1);
    };
    page.on('request', count);
    await page.goto(site(host, '/'));
    await expect(
      page.locator(`.home[data-template="${template}"] > :not(.hearth-spinner)`).first(),
    ).toBeVisible();
    const links = await page.$$eval('link[rel="preload"]', (els) =>
      els.map((l) => new URL((l as HTMLLinkElement).href).pathname),
    );
    const paths = [...requested.keys()];
    // Only the template the site shows (its script, and its styles when it has any).
    const templates = paths.filter((p) => p.startsWith('/home-'));
    expect(templates, host).toContainEqual(
      expect.stringMatching(new RegExp(`^/home-${template}\\.\\w+\\.js$`)),
    );
    for (const p of templates) expect(p, host).toMatch(new RegExp(`^/home-${template}\\.`));
    for (const path of paths.filter((p) => p.endsWith('.js')))
      expect(links, `${host}: ${path}`).toContain(path);
    for (const [path, times] of requested) expect(times, `${host}: ${path}`).toBe(1);
    page.off('request', count);
  }
});

test('an agent’s default home: the featured listings’ code and first page leave with the user info, each once', async ({
  page,
  request,
}) => {
  const { base, chunks } = await routeChunksOf(request, 'remote_listings');
  const widget = chunks.exposes['./featured-listings'];
  expect(widget?.js.length).toBeGreaterThan(0);
  expect(widget?.earlyGets).toHaveLength(1);
  // The same contract rides in the remote's mf-manifest.json (the federation's additional data).
  const manifest = (await (await request.get(base)).json()) as {
    metaData: { hearth?: { widgets: Record<string, unknown> } };
  };
  const { js: _js, css: _css, ...contract } = widget!;
  expect(manifest.metaData.hearth?.widgets['featured-listings']).toEqual(contract);

  const requested = new Map<string, number>();
  const lists: string[] = [];
  page.on('request', (r) => {
    requested.set(r.url(), (requested.get(r.url()) ?? 0) + 1);
    if (r.url().includes('/channel/channelHouseListByUserAttention')) lists.push(r.url());
  });
  await page.goto(site('lily', '/'));
  await expect(page.locator('.featured-widget article').first()).toBeVisible();
  const links = await page.$$eval('link[rel="preload"]', (els) =>
    els.map((l) => (l as HTMLLinkElement).href),
  );
  // The expose's own files come only from the entry's list (the runtime would ask for them after remoteEntry.js);
  // remoteEntry.js leaves with them, not once the runtime has read the manifest.
  const exposeFiles = [...widget!.js.filter((f) => f.startsWith('__federation_expose')), ...widget!.css];
  for (const file of ['remoteEntry.js', ...exposeFiles]) {
    const url = new URL(file, base).href;
    expect(links, `${file} preloaded by the shell's entry`).toContain(url);
    expect(requested.get(url), `${file} downloaded once`).toBe(1);
  }
  // The first page, sent by the entry and taken over by the widget's prefetch: one request, in the page's language.
  expect(lists).toHaveLength(1);
  expect(new URL(lists[0]!).searchParams.get('pageNum')).toBe('1');
  expect(new URL(lists[0]!).searchParams.get('ltype')).toBe('1');

  // The epic home shows no listings: nothing of the listings widget is downloaded.
  lists.length = 0;
  requested.clear();
  await page.goto(site('hearth', '/'));
  await expect(page.locator('.home[data-template="epic"] > :not(.hearth-spinner)').first()).toBeVisible();
  expect(lists).toEqual([]);
  expect([...requested.keys()].filter((u) => u.includes('__federation_expose_featured'))).toEqual([]);
});
