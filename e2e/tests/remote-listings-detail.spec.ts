import { expect, slot, slotSettled, test } from './support/fixtures';
import { site, type SiteHost } from './support/env';

/** /listing/{id} through the shell against the seeded sandbox: each display rule on the listing that shows it. */
async function openListing(
  page: import('@playwright/test').Page,
  id: string,
  host: SiteHost = 'lily',
  ltype = 1,
) {
  await page.goto(site(host, `/listing/${id}?ltype=${ltype}`));
  expect(await slotSettled(page, 'remote_listings')).toBe('ready');
  return slot(page, 'remote_listings');
}

test.describe('listing detail', () => {
  test('sold above list: struck list price, arrow up, every section, leaflet only once the map shows', async ({
    page,
  }) => {
    const leafletRequests: string[] = [];
    page.on('request', (r) => {
      if (/leaflet/i.test(r.url())) leafletRequests.push(r.url());
    });
    const s = await openListing(page, 'treb-C4200001');
    await expect(
      s.getByRole('heading', { level: 1, name: '25 Hollywood Ave, Toronto, ON M2N 3K3' }),
    ).toBeVisible();
    const summary = s.getByRole('region', { name: 'Price and rooms' });
    await expect(summary.locator('s')).toHaveText('$1,899,000');
    await expect(summary.locator('.listing-summary__sold-price')).toHaveText('$1,950,000');
    await expect(summary.locator('.listing-summary__arrow--up')).toHaveText('↑');
    await expect(summary.getByText('Garages: 2')).toBeVisible();
    await expect(summary.getByRole('link', { name: /Virtual tour/ })).toHaveAttribute(
      'href',
      'https://tours.hearth.example/C4200001',
    );
    await expect(s.getByRole('region', { name: 'Photos' }).getByRole('img')).toHaveAttribute(
      'src',
      /\/1\.svg$/,
    );
    const schools = s.getByRole('region', { name: /Schools/ });
    await expect(schools.getByText('GoodSchool')).toBeVisible();
    await expect(schools.getByText('Advanced Placement')).toBeVisible();
    await expect(schools.getByText('1.2 km')).toBeVisible();
    await expect(s.getByRole('region', { name: 'Cost' }).getByText('$379,800')).toBeVisible();
    await expect(
      s.getByText(/20% down payment, 25-year amortization, 5-year variable rate at 2\.25%/),
    ).toBeVisible();
    await expect(s.getByText('2026-11-28 14:00-16:00')).toBeVisible();
    await expect(s.getByText('PLAN 1234 LOT 56')).toHaveCount(0);
    await expect(s.getByRole('region', { name: 'Disclaimer' })).toBeVisible();
    await expect(s.getByRole('complementary')).toBeVisible();
    // Map by default, leaflet in its own chunk; street view opens the external panorama.
    const location = s.getByRole('region', { name: 'Location' });
    await expect(location.locator('.leaflet-container')).toBeVisible();
    expect(leafletRequests.some((u) => u.includes('leaflet-map'))).toBe(true);
    await location.getByRole('button', { name: 'Street View' }).click();
    await expect(location.getByRole('link', { name: /Open the street view/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=43.7651%2C-79.4089',
    );
  });

  test('no leaflet is downloaded for a listing without coordinates', async ({ page }) => {
    const leafletRequests: string[] = [];
    page.on('request', (r) => {
      if (/leaflet/i.test(r.url())) leafletRequests.push(r.url());
    });
    const s = await openListing(page, 'treb-E4200002');
    const summary = s.getByRole('region', { name: 'Price and rooms' });
    await expect(summary.locator('.listing-summary__arrow--down')).toHaveText('↓');
    await expect(summary.locator('s')).toHaveText('$699,000');
    await expect(summary.getByRole('link')).toHaveCount(0); // tour text without http
    await expect(summary.getByText(/Garages/)).toHaveCount(0);
    await expect(s.getByRole('img', { name: 'No photo available' })).toBeVisible();
    const info = s.getByRole('region', { name: 'Summary Info' });
    await expect(info.locator('.fact-list__item', { hasText: 'Community' }).locator('dd')).toHaveText('N/A');
    await expect(info.locator('.fact-list__item', { hasText: 'Approximate age' }).locator('dd')).toHaveText(
      'N/A',
    );
    await expect(info.locator('.fact-list__item', { hasText: 'Maintenance fee' }).locator('dd')).toHaveText(
      '$512',
    );
    for (const name of ['Location', 'Rooms', 'Schools'])
      await expect(s.getByRole('region', { name, exact: true })).toHaveCount(0);
    await expect(s.getByRole('region', { name: 'Cost' })).toBeVisible();
    expect(leafletRequests).toEqual([]);
  });

  test('lease sold at list: no arrow, no cost, no garage icon; Commercial sale: no cost', async ({
    page,
  }) => {
    let s = await openListing(page, 'treb-N4200003');
    const summary = s.getByRole('region', { name: 'Price and rooms' });
    await expect(summary.locator('s')).toHaveText('$3,200');
    await expect(summary.locator('.listing-summary__arrow')).toHaveCount(0);
    await expect(summary.getByText(/Garages/)).toHaveCount(0);
    await expect(summary.getByRole('link', { name: /Virtual tour/ })).toBeVisible();
    await expect(s.getByRole('region', { name: /Schools/ }).getByText('GoodSchool')).toHaveCount(0);
    await expect(s.getByRole('region', { name: 'Cost' })).toHaveCount(0);
    s = await openListing(page, 'crea-X4200004');
    await expect(s.getByRole('region', { name: 'Price and rooms' }).locator('s')).toHaveCount(0);
    await expect(s.getByRole('region', { name: 'Price and rooms' }).getByText(/Bedrooms/)).toHaveCount(0);
    await expect(s.getByRole('region', { name: 'Cost' })).toHaveCount(0);
  });

  test('translate toggle on and off; rooms unit toggle', async ({ page }) => {
    const s = await openListing(page, 'treb-C4200001');
    const description = s.getByRole('region', { name: 'Description' });
    const original =
      'Bright and spacious family home on a quiet street. Close to schools, parks and transit.';
    await expect(description.getByText(original)).toBeVisible();
    await description.getByRole('checkbox', { name: 'Translate to Chinese' }).check();
    await expect(description.getByText(/^明亮的 和 宽敞的 家庭 住宅/)).toBeVisible();
    await expect(description.getByText(original)).toHaveCount(0);
    await description.getByRole('checkbox', { name: 'Translate to Chinese' }).uncheck();
    await expect(description.getByText(original)).toBeVisible();

    const rooms = s.getByRole('region', { name: 'Rooms', exact: true });
    await expect(rooms.getByRole('button', { name: 'Feet' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rooms.getByText('18.0 x 12.5')).toBeVisible();
    await rooms.getByRole('button', { name: 'Meter' }).click();
    await expect(rooms.getByText('5.49 x 3.81')).toBeVisible();
    await expect(rooms.getByText('18.0 x 12.5')).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    for (const ltype of [1, 0]) {
      test(`renders in ${ltype ? 'English' : 'Chinese'} at ${width} px, agent site and www`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        let s = await openListing(page, 'treb-C4200001', 'lily', ltype);
        await expect(s.getByRole('heading', { level: 2, name: ltype ? 'Rooms' : '房间' })).toBeVisible();
        await expect(s.getByRole('complementary')).toBeVisible();
        s = await openListing(page, 'treb-C4200001', 'www', ltype);
        await expect(
          s.getByRole('heading', { level: 2, name: ltype ? 'Description' : '房源描述' }),
        ).toBeVisible();
        await expect(s.getByRole('complementary')).toHaveAccessibleName(
          ltype ? 'Contact an agent about this listing' : '就此房源联系经纪人',
        );
      });
    }
  }
});
