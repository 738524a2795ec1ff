import type { Page } from '@playwright/test';
import { expect, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';
import { cspViolations, watchCspViolations } from './support/csp-watch';

/** The managed head (ADR 0032) as the page has it: one value per tag, the count of each, the JSON-LD blocks. */
function readHead(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.head.querySelectorAll(selector)].map((e) => e.getAttribute(name));
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((e) => [
        e.getAttribute('hreflang'),
        e.getAttribute('href'),
      ]),
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (e) => JSON.parse(e.textContent ?? 'null') as Record<string, unknown>,
      ),
    };
  });
}

const LISTING = '/listing/treb-C4200001';
const ADDRESS = '25 Hollywood Ave, Toronto, ON M2N 3K3';

test.describe('page head from the route (issue 29, ADR 0032)', () => {
  test('listing detail: title, description, canonical without tracking keys, first photo, alternates, JSON-LD; the home replaces them', async ({
    page,
  }) => {
    await watchCspViolations(page);
    await page.goto(site('lily', `${LISTING}?ltype=1&utm_source=wechat&fbclid=abc`));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    const firstPhoto = await slot(page, 'remote_listings')
      .getByRole('region', { name: 'Photos' })
      .getByRole('img')
      .getAttribute('src');
    expect(firstPhoto).toMatch(/\/1\.svg$/);
    await expect.poll(async () => (await readHead(page)).jsonLd.length).toBe(1);
    const detail = await readHead(page);
    const url = (path: string) => site('lily', path);
    expect(detail).toMatchObject({
      title: 'Listing Detail',
      description: [
        `${ADDRESS}, listed at $1,899,000: 4 bedrooms, 4 bathrooms. Photos, rooms, schools and costs.`,
      ],
      robots: [],
      canonical: [url(`${LISTING}?ltype=1`)],
      alternates: [
        ['en', url(`${LISTING}?ltype=1`)],
        ['zh-CN', url(`${LISTING}?ltype=0`)],
        ['x-default', url(LISTING)],
      ],
      ogImage: [firstPhoto],
      ogUrl: [url(`${LISTING}?ltype=1`)],
      ogTitle: ['Listing Detail'],
      twitterCard: ['summary_large_image'],
    });
    const [ld] = detail.jsonLd;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      offers: { '@type': 'Offer', price: 1899000, priceCurrency: 'CAD' },
      mainEntity: { address: { '@type': 'PostalAddress', streetAddress: ADDRESS, addressCountry: 'CA' } },
    });

    // A client-side navigation to the home replaces every tag: the agent's JSON-LD instead of the listing's, the
    // agent's banner as the preview.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' })
      .click();
    // The listing's tags leave with its page; the home's arrive with its template.
    await expect.poll(async () => (await readHead(page)).ogImage[0] ?? '').toMatch(/\/banners\/lily\.svg$/);
    const home = await readHead(page);
    expect(home.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'RealEstateAgent', name: 'Lily Chen', url: url('/') }),
    ]);
    expect(home).toMatchObject({
      title: 'Lily Chen | Toronto Homes',
      description: [
        'Homes for sale and lease with Lily Chen: featured listings, market news and a direct line to your agent.',
      ],
      canonical: [url('/?ltype=1')],
      ogUrl: [url('/?ltype=1')],
    });
    expect(home.ogImage).toHaveLength(1);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('the home opened directly in Chinese, a hybrid page and the 404 (noindex)', async ({ page }) => {
    await page.goto(site('lily', '/?ltype=0'));
    await expect.poll(async () => (await readHead(page)).ogImage.length).toBe(1);
    const home = await readHead(page);
    // The agent's name as the site has it (its profile is loaded once, as today).
    expect(home).toMatchObject({
      description: ['Lily Chen的买房与租房服务：精选房源、市场资讯，并可直接联系您的经纪人。'],
      canonical: [site('lily', '/?ltype=0')],
      robots: [],
    });
    expect(home.alternates.map(([lang]) => lang)).toEqual(['en', 'zh-CN', 'x-default']);

    await page.goto(site('lily', '/no/such/page?ltype=1'));
    await expect(page.getByText("That's an error.")).toBeVisible();
    await expect.poll(async () => (await readHead(page)).robots).toEqual(['noindex']);
    expect((await readHead(page)).canonical).toEqual([]);

    await page.goto(site('lily', '/hybrid/share/list?ids=treb-C4200001&ltype=1'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await expect.poll(async () => (await readHead(page)).robots).toEqual(['noindex']);
    expect((await readHead(page)).canonical).toEqual([]);
  });
});
