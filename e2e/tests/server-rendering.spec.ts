import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, SERIAL } from './support/fixtures';
import { SANDBOX, site } from './support/env';
import { getPage } from './support/server-pages';
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

/** The HTML of the chart table captioned `caption`, up to its end. */
function tableHtml(html: string, caption: string): string {
  const at = html.indexOf(`<caption>${caption}</caption>`);
  return at < 0 ? '' : html.slice(at, html.indexOf('</table>', at));
}

/** A figure as the pages' tables write it: a count grouped (trend-format.ts), a share with one decimal and `%`. */
const count = (v: number) => Math.round(v).toLocaleString('en-US');
const share = (v: number) => `${Math.round(v * 10) / 10}%`;

test.describe('the chart pages: the figures of their charts in the HTML, the drawings left to the browser', () => {
  test("the market trend: the listing history's last month as the sandbox answers it", async ({
    request,
  }) => {
    const res = await request.post(`${SANDBOX}/quotation/findQuotations.json`, {
      form: { city: 'all', community: 'null', propertyNew: 'Detached' },
    });
    const { data } = (await res.json()) as { data: { activeNumbers: number[]; soldListings: number[] } };
    const html = await (await getPage(request, '/hybrid/marketing/trend?ltype=1')).text();
    const table = tableHtml(html, 'Listing history');
    expect(table.slice(table.indexOf('<tbody>')).match(/<tr>/g)).toHaveLength(21);
    const last = table.slice(table.lastIndexOf('<tr>'));
    expect(last).toContain(`<td>${count(data.activeNumbers.at(-1)!)}</td>`);
    expect(last).toContain(`<td>${count(data.soldListings.at(-1)!)}</td>`);
    // The drawings' boxes go out empty and reserved, with no style attribute (the CSP allows none).
    expect(html).toMatch(
      /<div class="report-chart__canvas" aria-hidden="true" data-state="waiting"><svg class="report-chart__reserve" height="\d+"/,
    );
    expect(html).not.toContain('apexcharts');
    expect(html.slice(html.indexOf('data-remote="remote_reports"'))).not.toMatch(/\sstyle="/);
  });

  test('the community report: the age shares as the sandbox answers them; no coordinates, the message', async ({
    request,
  }) => {
    const res = await request.get(`${SANDBOX}/analysis/community/epic?Latitude=43.6532&Longitude=-79.3832`);
    const { data } = (await res.json()) as {
      data: { Name: string; Data: { Key: string; Value: number }[] }[];
    };
    const age = data.find((section) => section.Name === 'Age')!.Data;
    const total = age.reduce((sum, entry) => sum + entry.Value, 0);
    const html = await (
      await getPage(request, '/hybrid/share/community?Latitude=43.6532&Longitude=-79.3832&ltype=1')
    ).text();
    expect(html).toContain('28,460');
    const table = tableHtml(html, 'Age');
    for (const entry of age)
      expect(table).toContain(
        `<th scope="row">${entry.Key}</th><td>${share(Math.round((entry.Value / total) * 1000) / 10)}</td>`,
      );
    expect(html.slice(html.indexOf('data-remote="remote_reports"'))).not.toMatch(/\sstyle="/);

    const none = await (await getPage(request, '/hybrid/share/community?ltype=1')).text();
    expect(none).toContain('This link has no valid location, so the community report cannot be shown.');
  });

  test('the market trend hydrates over its figures without asking for them again, and its selectors work', async ({
    page,
  }) => {
    const problems = watchHydration(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      const name = /\/(findCityByProvince|findCommunityByCity|findQuotations)\.json$/.exec(r.url())?.[1];
      if (name) calls.push(name);
    });
    const nav = await page.goto(site('lily', '/hybrid/marketing/trend?ltype=1'));
    expect(nav?.headers()['x-hearth-rendered']).toBe('server');
    const slot = page.locator('[data-remote="remote_reports"]');
    await expect(slot).toHaveAttribute('data-state', 'ready');
    await expect(slot.locator('.apexcharts-canvas').first()).toBeVisible();
    expect(calls).toEqual([]);
    await slot.getByRole('button', { name: /^Property Type/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Condo', exact: true }).click();
    await expect(slot.getByRole('button', { name: /^Property Type\s*Condo$/ })).toBeVisible();
    await expect(slot.locator('.trend-summary')).toBeVisible();
    expect(calls).toEqual(['findQuotations']);
    expect(problems).toEqual([]);
  });
});

test.describe('the chart pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the community report: the tables stand where the drawings would be', async ({ page }) => {
    await page.goto(site('lily', '/hybrid/share/community?Latitude=43.6532&Longitude=-79.3832&ltype=1'));
    const age = page.getByRole('figure', { name: 'Age' });
    await expect(age.getByRole('table', { name: 'Age' })).toBeVisible();
    await expect(age.getByRole('rowheader', { name: '0 to 14 years' })).toBeVisible();
    await expect(age.locator('.report-chart__canvas')).toBeHidden();
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

/**
 * React's hydration problems as Chromium reports them: a mismatch (production builds log minified errors #418, #423,
 * #425; development ones name hydration) or a server boundary the browser had to render afresh (#419).
 */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const HYDRATION = /hydrat|Minified React error #(418|419|423|425)\b/i;
  page.on('console', (msg) => {
    if (HYDRATION.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (err) => {
    if (HYDRATION.test(err.message)) problems.push(err.message);
  });
  return problems;
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
