import { expect, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

/**
 * The pages over the sandbox's spec-minimal records (sandbox-api/README.md, "Minimal records"): answers with only
 * what the spec promises, numbers as strings, ISO 8601 dates, lower-case enums. A real server may answer like
 * this; the pages must degrade (placeholder, hidden line, N/A), never fail.
 */
test.describe('spec-minimal records', () => {
  test('agent mia (profile with only cims_uid): the site loads, her listings show with placeholders', async ({
    page,
  }) => {
    await page.goto(site('mia', '/listings'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    const s = slot(page, 'remote_listings');
    const cards = s.locator('article.listing-card');
    await expect(cards).toHaveCount(6);
    // treb-N4100001 and treb-C4100002 have no picture: a labelled placeholder, not a broken image.
    await expect(s.locator('.listing-card__placeholder').first()).toBeVisible();
    for (const price of await s.locator('.listing-card__price').allInnerTexts())
      expect(price).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    // Upper-cased listing types ("SALE", "LEASE") still get their tag.
    await expect(s.locator('.listing-card__tag--sale').first()).toBeVisible();
    await expect(s.locator('.listing-card__tag--lease').first()).toBeVisible();
    await expect(page.getByText('Mia Lin').first()).toBeVisible();
  });

  test('agent mia: blogs with ISO 8601 dates and string counts, no picture', async ({ page }) => {
    await page.goto(site('mia', '/blogs'));
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    const s = slot(page, 'remote_content');
    await expect(s.locator('article.blog-item')).toHaveCount(3);
    await expect(s.locator('.blog-item__placeholder').first()).toBeVisible();
    for (const date of await s.locator('.blog-item__date').allInnerTexts())
      expect(date).toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  test('coupon 109 (string prices, date-time expiry, no tagline or cover) is listed with its discount', async ({
    page,
  }) => {
    await page.goto(site('lily', '/hybrid/coupon/marketing/list?ltype=1'));
    expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
    const card = slot(page, 'remote_coupons')
      .locator('li.coupon-card')
      .filter({ hasText: 'Gutter Cleaning: $25 Off' });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('coupon-discount')).toContainText('$25 off');
  });

  test('sale order SO0046 (string amounts, lower-case keys, no vendor or delivery date)', async ({
    page,
  }) => {
    await page.goto(site('lily', '/hybrid/vendor/accounting/customer/SO0046?ltype=1'));
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
    const s = slot(page, 'remote_vendor');
    await expect(s.getByText('You Should Pay')).toBeVisible();
    await expect(s.getByTestId('summary-Payable')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d\d$/);
    await expect(s.getByText('SO0046').first()).toBeVisible();
    await expect(s.getByText('N/A').first()).toBeVisible();
  });
});
