import { clearFaults, expect, injectFault, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

/** A failing API call shows the page's error state with Retry (not a blank page); Retry recovers. */
test.describe('API error states', () => {
  test.afterEach(async () => {
    await clearFaults();
  });

  const cases = [
    {
      name: 'remote_listings' as const,
      path: '/listings',
      api: '/cmis/channel/channelHouseListByUserAttention',
      ready: 'article.listing-card',
    },
    {
      name: 'remote_coupons' as const,
      path: '/hybrid/coupon/marketing/list?ltype=1',
      api: '/coupon/coupon/list',
      ready: 'li.coupon-card',
    },
    {
      name: 'remote_content' as const,
      path: '/blogs',
      api: '/cmis/blogArticle/pageListByUserId',
      ready: 'article.blog-item',
    },
    {
      name: 'remote_reports' as const,
      path: '/hybrid/marketing/watch?ltype=1',
      api: '/serverless/marketing/client/home/marketing_watch',
      ready: 'ol.watch-images img',
    },
  ];

  for (const c of cases) {
    test(`${c.name}: HTTP 500 from ${c.api} → error state with Retry → recovers`, async ({ page }) => {
      await injectFault({ path: c.api, status: 500 });
      await page.goto(site('lily', c.path));
      // The remote itself loaded: the error is the page's, inside the slot.
      expect(await slotSettled(page, c.name)).toBe('ready');
      const alert = slot(page, c.name).locator('.hearth-error-state');
      await expect(alert.first()).toBeVisible({ timeout: 20_000 });
      await expect(alert.first()).toContainText('The server answered with an error (500)');
      await expect(page.locator(c.ready)).toHaveCount(0);

      await clearFaults();
      await alert.first().getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator(c.ready).first()).toBeVisible();
      await expect(slot(page, c.name).locator('.hearth-error-state')).toHaveCount(0);
    });
  }

  test('remote_vendor: a failing accounting report replaces the page with /not/found (by design)', async ({
    page,
  }) => {
    await injectFault({ path: '/vendor/accounting/report', status: 500 });
    await page.goto(site('lily', '/hybrid/vendor/accounting/customer/SO0042?ltype=1'));
    await expect(page).toHaveURL(/\/not\/found(\?|$)/, { timeout: 20_000 });
    await expect(page.getByText("That's an error.")).toBeVisible();
  });
});
