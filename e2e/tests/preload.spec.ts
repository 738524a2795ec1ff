// The start-up chain, flattened (issue 6, ADR 0013): index.html preloads the shell's own start-up chunks and the
// deploy files; the bootstrap loads the owner's code and the page's chunk. The site and the page's data come from
// the server's start plan, or, on the static page, from the bootstrap's own requests, each sent once (ADR 0037). A
// server-rendered page asks for its app code once it has loaded (ADR 0041).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, serveStaticPage, slotSettled, test } from './support/fixtures';
import { SHELL, site } from './support/env';
import { remoteEntryUrl } from '../platform/platform.mjs';

const SCRIPT = /\.js(?:$|\?)/;
/** The site's owner (profile, user info) and a list's page: what a start plan carries. */
const SITE_AND_LIST = /\/(getAgentProfile|ur\/info|channel\/channelHouseListByUserAttention)\?/;

interface RouteChunksFile {
  routes: { js: string[] };
  pages: { path: string; js: string[]; css: string[] }[];
  /** Each widget's files and its contract (ADR 0030: primary, deferUntilVisible, reserve). */
  exposes: Record<string, { js: string[]; css: string[]; [field: string]: unknown }>;
}

/** The API requests of the site and the lists the page sends from now on, as paths under the cmis host. */
function apiRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (SITE_AND_LIST.test(r.url())) asked.push(r.url().replace(/^.*\/cmis/, ''));
  });
  return asked;
}

/** A remote's entry URL and the route-chunks.json its build wrote beside it. */
async function routeChunksOf(request: APIRequestContext, name: 'remote_vendor' | 'remote_listings') {
  const base = remoteEntryUrl(name);
  const res = await request.get(new URL('route-chunks.json', base).href);
  return { base, chunks: (await res.json()) as RouteChunksFile };
}

// The entry chunk's start-up is the static page's (the renderer down or late, ADR 0034).
test.describe('the static page', () => {
  test.beforeEach(async ({ page }) => {
    await serveStaticPage(page);
  });

  test('index.html preloads every shell chunk loaded before the first render, and nothing else', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`${SHELL}/index.html`)).text();
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
    // Everything else the shell loaded is main.js, this page's own lazy chunk, the shell's texts in the page's
    // language (a hybrid page without one is Chinese), asked for once the language is known (ADR 0046), and the
    // head's writer, once rendered: the static page's head is the browser's to write (ADR 0047).
    const rest = loaded.filter((p) => !preloaded.includes(p) && !/^\/main\.[0-9a-f]+\.js$/.test(p));
    const scripts = rest.filter((p) => SCRIPT.test(p)).map((p) => p.replace(/\.[0-9a-f]+\.js$/, ''));
    expect(scripts.sort()).toEqual(['/head-writer', '/page-hybrid-success', '/shell-texts-zh-CN']);
  });

  test('a remote page: its ./routes module and its page chunk are each downloaded once', async ({
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
    await page.goto(site('lily', '/hybrid/vendor/accounting/customer/SO0042'));
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
    for (const file of ['remoteEntry.js', ...chunks.routes.js, ...(pageChunks?.js ?? [])])
      expect(requested.get(new URL(file, base).href), `${file} downloaded once`).toBe(1);
  });

  test('the site’s owner is asked for once each by the bootstrap: profile, then user info (ltype=1 in any language)', async ({
    page,
  }) => {
    const asked = apiRequests(page);
    await page.goto(site('lily', '/?ltype=0'));
    await expect(page.getByTestId('app-banner').getByRole('img')).toBeVisible();
    await expect(page.locator('.featured-widget article').first()).toBeVisible();
    expect(asked).toEqual([
      '/bimsUser/getAgentProfile?agentBlogUri=lily.localhost',
      // public-site §7: the agent-site load sends ltype=1 whatever the page's language.
      expect.stringMatching(/^\/ur\/info\?userId=\w+&ltype=1&isLoadAvatar=false$/),
      // The featured listings' first page, in the page's language, once (the widget's prefetch).
      expect.stringMatching(/^\/channel\/channelHouseListByUserAttention\?.*pageNum=1&.*ltype=0$/),
    ]);

    asked.length = 0;
    await page.goto(site('lily', '/listings'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await expect(page.locator('article.listing-card').first()).toBeVisible();
    // Each once, in whatever order the list's prefetch and the user info leave once the profile has answered.
    expect(asked[0]).toMatch(/^\/bimsUser\/getAgentProfile\?/);
    expect(asked.slice(1).sort()).toEqual([
      expect.stringMatching(/^\/channel\/channelHouseListByUserAttention\?/),
      expect.stringMatching(/^\/ur\/info\?.*ltype=1/),
    ]);
  });

  test('the home: its page chunk and the template the site shows are loaded, each once', async ({ page }) => {
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
      const paths = [...requested.keys()];
      // Only the template the site shows (its script, and its styles when it has any).
      const templates = paths.filter((p) => p.startsWith('/home-'));
      expect(templates, host).toContainEqual(
        expect.stringMatching(new RegExp(`^/home-${template}\\.\\w+\\.js$`)),
      );
      for (const p of templates) expect(p, host).toMatch(new RegExp(`^/home-${template}\\.`));
      expect(paths, host).toContainEqual(expect.stringMatching(/^\/page-home\.\w+\.js$/));
      for (const [path, times] of requested) expect(times, `${host}: ${path}`).toBe(1);
      page.off('request', count);
    }
  });

  test('an agent’s default home: the featured listings’ code and first page are downloaded once', async ({
    page,
    request,
  }) => {
    const { base, chunks } = await routeChunksOf(request, 'remote_listings');
    const widget = chunks.exposes['./featured-listings'];
    expect(widget?.js.length).toBeGreaterThan(0);
    // The same contract rides in the remote's mf-manifest.json (the federation's additional data).
    const manifest = (await (await request.get(base)).json()) as {
      metaData: { hearth?: { widgets: Record<string, unknown> } };
    };
    const { js: _js, css: _css, ...contract } = widget!;
    expect(contract).toMatchObject({ primary: { default: true } });
    expect(manifest.metaData.hearth?.widgets['featured-listings']).toEqual(contract);

    const requested = new Map<string, number>();
    page.on('request', (r) => requested.set(r.url(), (requested.get(r.url()) ?? 0) + 1));
    const asked = apiRequests(page);
    await page.goto(site('lily', '/'));
    await expect(page.locator('.featured-widget article').first()).toBeVisible();
    const exposeFiles = [...widget!.js.filter((f) => f.startsWith('__federation_expose')), ...widget!.css];
    for (const file of ['remoteEntry.js', ...exposeFiles])
      expect(requested.get(new URL(file, base).href), `${file} downloaded once`).toBe(1);
    const lists = asked.filter((url) => url.startsWith('/channel/'));
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatch(/pageNum=1&.*ltype=1$/);

    // The epic home shows no listings: nothing of the listings widget is downloaded.
    asked.length = 0;
    requested.clear();
    await page.goto(site('hearth', '/'));
    await expect(page.locator('.home[data-template="epic"] > :not(.hearth-spinner)').first()).toBeVisible();
    expect(asked.filter((url) => url.startsWith('/channel/'))).toEqual([]);
    expect([...requested.keys()].filter((u) => u.includes('__federation_expose_featured'))).toEqual([]);
  });
});

// A server-rendered page carries its site and its data in its start plan (ADR 0033): the browser asks for neither.
test.describe('a server-rendered page', () => {
  /** Opens lily's `path` as the server renders it, waits for `shown` and the network to settle: the API requests. */
  async function serverRendered(page: Page, path: string, shown: string): Promise<string[]> {
    const asked = apiRequests(page);
    const response = await page.goto(site('lily', path));
    expect(response?.headers()['x-hearth-rendered']).toBe('server');
    await expect(page.locator(shown).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    return asked;
  }

  test('its app code is asked for once it has loaded and painted: before the load event only the starter (ADR 0041)', async ({
    page,
  }) => {
    const events: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') events.push(new URL(r.url()).pathname);
    });
    page.on('load', () => events.push('load'));
    const response = await page.goto(site('lily', '/listings'));
    expect(response?.headers()['x-hearth-rendered']).toBe('server');
    const html = await response!.text();
    expect(html).not.toMatch(/<link rel="preload" href="[^"]+" as="script"/);
    expect(html).toMatch(
      /<script defer="defer" src="\/app-start\.[0-9a-f]{8}\.js" data-entry="\/main\.[0-9a-f]+\.js"><\/script>/,
    );
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    const beforeLoad = events.slice(0, events.indexOf('load'));
    expect(beforeLoad).toEqual([expect.stringMatching(/^\/app-start\.[0-9a-f]{8}\.js$/)]);
    // Then the entry, and the app's chunks after it.
    const afterLoad = events.slice(events.indexOf('load') + 1);
    expect(afterLoad[0]).toMatch(/^\/main\.[0-9a-f]+\.js$/);
    expect(afterLoad.length).toBeGreaterThan(5);
  });

  test('its site and its list come from the plan: no request for them once hydrated', async ({ page }) => {
    const asked = await serverRendered(page, '/listings', 'article.listing-card');
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    expect(asked).toEqual([]);
  });

  test("its head is the server's: the head's writer is loaded only once the page changes (ADR 0047)", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await serverRendered(page, '/listings', 'article.listing-card');
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    const writer = (p: string) => /^\/head-writer\.[0-9a-f]+\.js$/.test(p);
    expect(scripts.filter(writer)).toEqual([]);
    const canonical = page.locator('head link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', /\/listings\?ltype=1$/);
    await page.locator('article.listing-card a').first().click();
    await expect(canonical).toHaveAttribute('href', /\/listing\/[^/?]+\?ltype=1$/);
    expect(scripts.filter(writer)).toHaveLength(1);
  });

  test('the default home: no site request; the featured listings (rendered in the browser) ask once', async ({
    page,
  }) => {
    const asked = await serverRendered(page, '/', '.featured-widget article');
    expect(asked.filter((url) => !url.startsWith('/channel/'))).toEqual([]);
    expect(asked.filter((url) => url.startsWith('/channel/')).length).toBeLessThanOrEqual(1);
  });
});
