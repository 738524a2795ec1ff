import { expect, slot, slotSettled, test } from './support/fixtures';
import { REMOTE_PORTS, site } from './support/env';

test.describe('routing', () => {
  for (const path of ['/no/such/page', '/listingsx', '/hybrid/unknown-thing?ltype=1', '/not/found']) {
    test(`unknown path ${path} renders the 404 without any remote code`, async ({ page }) => {
      const remoteRequests: string[] = [];
      page.on('request', (req) => {
        const port = Number(new URL(req.url()).port);
        if (REMOTE_PORTS.includes(port)) remoteRequests.push(req.url());
      });
      await page.goto(site('lily', path));
      await expect(page.getByText("That's an error.")).toBeVisible();
      await expect(page.getByText('We were unable to find that page.')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(remoteRequests).toEqual([]);
    });
  }

  test('an unknown page under a remote prefix gets the 404 inside the shell layout', async ({ page }) => {
    await page.goto(site('lily', '/hybrid/vendor/accounting/customer/SO9999?ltype=1'));
    await expect(page).toHaveURL(/\/not\/found(\?|$)/);
    await expect(page.getByText("That's an error.")).toBeVisible();
  });

  test('deep link /listings?page=2 survives a reload', async ({ page }) => {
    await page.goto(site('lily', '/listings?page=2'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    const firstCardText = await firstListingText(page);
    await page.reload();
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await expect(page).toHaveURL(/[?&]page=2\b/);
    expect(await firstListingText(page)).toBe(firstCardText);
    // Page 2 is not page 1.
    await page.goto(site('lily', '/listings'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    expect(await firstListingText(page)).not.toBe(firstCardText);
  });

  test('deep link to a hybrid vendor page survives a reload', async ({ page }) => {
    await page.goto(site('lily', '/hybrid/vendor/accounting/customer/SO0042'));
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
    await expect(
      slot(page, 'remote_vendor')
        .getByText(/SO0042/)
        .first(),
    ).toBeVisible();
    await page.reload();
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
    await expect(
      slot(page, 'remote_vendor')
        .getByText(/SO0042/)
        .first(),
    ).toBeVisible();
  });
});

async function firstListingText(page: import('@playwright/test').Page): Promise<string> {
  const card = slot(page, 'remote_listings').locator('a[href*="/listing/"]').first();
  await expect(card).toBeVisible();
  return (await card.innerText()).trim();
}
