import type { APIRequestContext } from '@playwright/test';
import { expect, test, SERIAL } from './support/fixtures';
import { SANDBOX, site } from './support/env';
import { getPage, watchHydration } from './support/server-pages';
import { BUILT_ROUTES, routePath } from './support/built-routes.mjs';
import { setRemoteServerEntry } from '../platform/platform.mjs';

/**
 * Server-rendered pages (issue 29, docs/adr/0034): the shell's front (nginx in the suite) proxies `/` and the
 * history routes to the shell's renderer, and serves the static index.html when the renderer is down.
 */

/** The pages the server renders with their content: the shell's, and every route that does not declare clientOnly. */
const SERVER_RENDERED = BUILT_ROUTES.filter((route) => !route.open && !route.clientOnly);

/** The element with `attr` in the HTML, and what it holds up to the next element of its kind, as text. */
function textAfter(html: string, marker: string): string {
  const at = html.indexOf(marker);
  return at < 0
    ? ''
    : html
        .slice(at, at + 4000)
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ');
}

test.describe('server-rendered pages', () => {
  test('a listing: address, price, first photo and the agent in the HTML', async ({ request }) => {
    const res = await getPage(request, '/listing/treb-C4200001');
    expect(res.status()).toBe(200);
    expect(res.headers()['x-hearth-rendered']).toBe('server');
    expect(res.headers()['content-type']).toContain('text/html');
    // The document headers of the static page, from the front.
    expect(res.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    const html = await res.text();
    expect(html).toContain('25 Hollywood Ave');
    expect(html).toContain('$1,950,000');
    expect(html).toContain('/files/listings/treb-C4200001/1.svg');
    expect(html).toContain('Lily Chen');
  });

  for (const path of ['/listings', '/']) {
    test(`${path}: rendered with the agent's name`, async ({ request }) => {
      const res = await getPage(request, path);
      expect(res.status()).toBe(200);
      expect(res.headers()['x-hearth-rendered']).toBe('server');
      expect(await res.text()).toContain('Lily Chen');
    });
  }

  test('an unknown path: 404 with the not-found page', async ({ request }) => {
    const res = await getPage(request, '/no/such/page');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('data-testid="not-found"');
    expect(html).toContain('We were unable to find that page.');
  });
});

test.describe('every server-rendered route, as a crawler gets it (no JavaScript)', () => {
  for (const route of SERVER_RENDERED) {
    for (const locale of ['en', 'zh-CN'] as const) {
      test(`${route.id} (${locale})`, async ({ request }) => {
        const res = await getPage(request, routePath(route, locale), route.host);
        expect(res.headers()['x-hearth-rendered']).toBe('server');
        const notFound = ['unknown-path', 'not-found', 'inactive-agent'].includes(route.id);
        expect(res.status()).toBe(notFound ? 404 : 200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${locale}"`);
        // The head from the route: a title, and a canonical URL or noindex, never the template's bare title.
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        expect(html).toMatch(/rel="canonical"|name="robots" content="noindex"/);
        // The page's content is in the HTML: a remote's slot with its page, or the shell's own page.
        if (route.owner !== 'shell') {
          expect(html).toContain(`data-remote="${route.owner}" data-state="server"`);
          expect(textAfter(html, `data-remote="${route.owner}"`).length).toBeGreaterThan(200);
        } else if (!notFound) expect(textAfter(html, '<main').length).toBeGreaterThan(40);
        // The start plan goes out as data, and the only scripts are the page's bundle and data blocks.
        expect(html).toContain('<script type="application/json" id="hearth-start-plan">');
        for (const tag of html.match(/<script[^>]*>/g) ?? [])
          expect(tag).toMatch(/type="application\/(?:json|ld\+json)"|src="/);
      });
    }
  }

  test('a listing nobody has: 404, with the page', async ({ request }) => {
    const res = await getPage(request, '/listing/treb-NOPE0000');
    expect(res.status()).toBe(404);
    expect(res.headers()['x-hearth-rendered']).toBe('server');
    expect(await res.text()).toContain('data-remote="remote_listings"');
  });

  test('a hybrid page and one with user context are never cached; a public one is, per language source', async ({
    request,
  }) => {
    const hybrid = await getPage(request, '/hybrid/share/list?ids=1');
    expect(hybrid.headers()['cache-control']).toBe('private, no-store');
    const personal = await getPage(request, '/listings?fjjUserId=7');
    expect(personal.headers()['cache-control']).toBe('private, no-store');
    const open = await getPage(request, '/listings');
    expect(open.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(open.headers()['vary']).toContain('Accept-Language');
    const fixed = await getPage(request, '/listings?ltype=0');
    expect(fixed.headers()['vary'] ?? '').not.toContain('Accept-Language');
  });
});

/** Lily's featured listings as the sandbox answers them (her first page: what her home shows first). */
async function lilysFeatured(request: APIRequestContext) {
  const res = await request.get(
    `${SANDBOX}/cmis/channel/channelHouseListByUserAttention?cimsUrefId=51001&pageNum=1&pageSize=6&ltype=1`,
  );
  const body = (await res.json()) as {
    data: { full_address: string; price: number | string; picture: string | null }[];
  };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data.map((l) => ({
    address: l.full_address,
    price: `$${Number(l.price).toLocaleString('en-US')}`,
    photo: l.picture ? /\/files\/listings\/[^?"]+/.exec(l.picture)?.[0] : undefined,
  }));
}

/** The markup of a home widget's slot in the HTML, up to the next slot or the end. */
function widgetHtml(html: string, widget: string): string {
  const at = html.search(new RegExp(`<div[^>]*data-widget="${widget}"`));
  return at < 0 ? '' : html.slice(at, at + 20_000);
}

test.describe("the homes' widgets, rendered on the server (ADR 0035)", () => {
  test("lily's home: the featured listings' addresses, prices and first photos in the HTML", async ({
    request,
  }) => {
    const res = await getPage(request, '/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    const featured = widgetHtml(html, 'featured-listings');
    expect(featured).toMatch(/^<div[^>]*data-state="server"[^>]*>/);
    expect(featured).not.toMatch(/^<div[^>]*aria-busy/);
    for (const listing of await lilysFeatured(request)) {
      expect(featured).toContain(listing.address);
      expect(featured).toContain(listing.price);
      if (listing.photo) expect(featured).toContain(listing.photo);
    }
    // Its stylesheets are in the head: styled at first paint.
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(
      /<link rel="stylesheet" href="[^"]*__federation_expose_featured_listings[^"]*\.css"/,
    );
    // Below the fold, the blog section stays the browser's.
    expect(widgetHtml(html, 'blog-section')).toMatch(/^<div[^>]*data-state="waiting"/);
  });

  test("www home: the home search bar's markup in the HTML", async ({ request }) => {
    const html = await (await getPage(request, '/', 'www')).text();
    const bar = widgetHtml(html, 'home-search-bar');
    expect(bar).toContain('data-state="server"');
    expect(bar).toContain('role="tablist"');
    expect(bar).toContain('Property Value');
  });

  test("a www page: the chrome's search header in the HTML, styled, and hydrated over with no mismatch (ADR 0049)", async ({
    request,
    page,
  }) => {
    const html = await (await getPage(request, '/about-us', 'www')).text();
    const header = widgetHtml(html, 'search-header');
    expect(header).toMatch(/^<div[^>]*data-state="server"/);
    expect(header).toContain('Address or MLS number');
    expect(header).toContain('Sign In or Join');
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(
      /<link rel="stylesheet" href="[^"]*__federation_expose_search_header[^"]*\.css"/,
    );
    expect(html).toContain('"widgets":["remote_listings/search-header"]');

    const problems = watchHydration(page);
    await page.goto(site('www', '/about-us'));
    const slot = page.locator('[data-widget="search-header"]');
    await expect(slot).toHaveAttribute('data-state', 'ready');
    await slot.getByRole('combobox').fill('Toronto');
    await expect(slot.getByRole('combobox')).toHaveValue('Toronto');
    // Signed in (the session is the browser's): hydrated over the signed-out markup, then the name shows.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'hearth.session',
        JSON.stringify({ state: { client: { uImg: null, uName: 'Ann Lee' } } }),
      ),
    );
    await page.reload();
    await expect(slot.getByRole('button', { name: /Ann Lee/ })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a home hydrates with the widget contracts the server rendered it with: route-chunks.json is not read again', async ({
    page,
  }) => {
    const problems = watchHydration(page);
    const asked: string[] = [];
    // Failing, it would leave the slots without contracts: a deferred widget would render otherwise than the server.
    await page.route('**/route-chunks.json', (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    await page.goto(site('lily', '/'));
    await expect(page.locator('[data-widget="featured-listings"]')).toHaveAttribute('data-state', 'ready');
    const blogs = page.locator('[data-widget="blog-section"]');
    await expect(blogs).toHaveAttribute('data-state', 'waiting');
    await expect(blogs).toHaveAttribute('data-reserve-narrow', /rem$/);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
  });

  for (const host of ['lily', 'www'] as const) {
    test(`${host}'s home hydrates over the widgets with no mismatch and no second request for their data`, async ({
      page,
    }) => {
      const problems = watchHydration(page);
      const listings: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/channel/channelHouseListByUserAttention')) listings.push(r.url());
      });
      const widget = host === 'lily' ? 'featured-listings' : 'home-search-bar';
      const nav = await page.goto(site(host, '/'));
      expect(widgetHtml((await nav?.text()) ?? '', widget)).toContain('data-state="server"');
      await expect(page.locator(`[data-widget="${widget}"]`)).toHaveAttribute('data-state', 'ready');
      // Hydrated (the deferred widget below the fold loads as it nears the viewport, as before).
      await expect(page.locator('footer')).toBeVisible();
      expect(listings).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test(
    "a widget's server container failing: its slot goes out loading, the page is a 200 and the browser shows it",
    SERIAL,
    async ({ request, page }) => {
      const [first] = await lilysFeatured(request);
      const previous = setRemoteServerEntry('remote_listings', undefined);
      try {
        const res = await getPage(request, '/');
        expect(res.status()).toBe(200);
        expect(res.headers()['x-hearth-rendered']).toBe('server');
        const html = await res.text();
        expect(html).toContain('Lily Chen');
        const featured = widgetHtml(html, 'featured-listings');
        expect(featured).toMatch(/^<div[^>]*data-state="loading"[^>]*aria-busy="true"/);
        expect(featured).not.toContain(first!.address);
        // A www page likewise: its chrome's search header goes out loading, the rest rendered.
        const about = await (await getPage(request, '/about-us', 'www')).text();
        expect(widgetHtml(about, 'search-header')).toMatch(/^<div[^>]*data-state="loading"/);
        expect(about).not.toContain('"widgets":["remote_listings/search-header"]');

        await page.goto(site('lily', '/'));
        const slot = page.locator('[data-widget="featured-listings"]');
        await expect(slot).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
        await expect(slot.getByText(first!.address).first()).toBeVisible();
      } finally {
        setRemoteServerEntry('remote_listings', previous);
      }
    },
  );
});
