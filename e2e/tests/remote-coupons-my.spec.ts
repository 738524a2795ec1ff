import { expect, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

/** My coupons through the shell against the sandbox (Grace Liu, uid 20101: an instance in every status). */
test.describe('coupons: my coupons', () => {
  test('valid tab by default; invalid cards cannot be opened; load more until the end', async ({ page }) => {
    await page.goto(site('lily', '/hybrid/coupon/my/coupons?fjjUserId=20101&language=1'));
    expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
    const s = slot(page, 'remote_coupons');
    await expect(s.getByRole('tab', { name: 'Valid Coupons', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = s.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: '$100 Off Moving Service' })).toHaveAttribute(
      'href',
      '/hybrid/coupon/102',
    );
    await expect(panel.getByRole('link', { name: 'Book an Appointment' }).first()).toBeVisible();

    await s.getByRole('tab', { name: 'Invalid Coupons', exact: true }).click();
    await expect(page).toHaveURL(/tab=invalid/);
    const invalid = panel.getByRole('link');
    await expect(invalid.first()).toBeVisible();
    expect(await invalid.count()).toBeGreaterThanOrEqual(3);
    for (const name of await invalid.all()) {
      await expect(name).toHaveAttribute('aria-disabled', 'true');
      await expect(name).not.toHaveAttribute('href');
    }
    // Not reachable with Tab: focus goes from the tabs to the next real control.
    await s.getByRole('tab', { name: 'Invalid Coupons', exact: true }).focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-disabled'));
    expect(focused).not.toBe('true');

    // Page 2 holds the discarded gutter coupon (its cover value is not JSON: the placeholder shows).
    await s.getByRole('button', { name: 'Load more' }).click();
    const gutter = panel.getByRole('listitem').filter({ hasText: 'Gutter Cleaning: $25 Off' });
    await expect(gutter).toBeVisible();
    await expect(gutter.getByRole('img', { name: 'No picture available' })).toBeVisible();
    await expect(gutter.getByText('Discarded')).toBeVisible();
    await expect(s.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('a user with no coupons sees the empty state', async ({ page }) => {
    await page.goto(site('lily', '/hybrid/coupon/my/coupons?fjjUserId=20103&language=0'));
    expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
    const s = slot(page, 'remote_coupons');
    await expect(s.getByText('您暂无有效的优惠券。')).toBeVisible();
    await expect(s.getByRole('link', { name: '去看看优惠券' })).toHaveAttribute(
      'href',
      '/hybrid/coupon/marketing/list',
    );
  });
});
