import type { Page } from '@playwright/test';
import { expect, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

/** The share page, and the discount pill of the shared coupon card at 320–1280 px in both languages. */
async function pillsFit(page: Page) {
  const pills = slot(page, 'remote_coupons').getByTestId('coupon-discount');
  await expect(pills.first()).toBeVisible();
  return pills.evaluateAll((els) =>
    els.map((el) => {
      const card = el.closest('li')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return {
        text: el.textContent,
        clipped:
          el.scrollWidth > el.clientWidth + 1 || box.right > card.right + 0.5 || box.left < card.left - 0.5,
      };
    }),
  );
}

test.describe('coupons: share page and cards', () => {
  test('a shared coupon shows the read-only card and registers an outsider', async ({ page }) => {
    await page.goto(site('lily', '/hybrid/coupon/share/101?ltype=1'));
    expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
    const s = slot(page, 'remote_coupons');
    await expect(s.getByRole('heading', { level: 1, name: 'A coupon for you' })).toBeVisible();
    await expect(s.getByRole('link', { name: '15% Off Deep Cleaning' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(s.getByRole('link', { name: 'Download the Hearth app' })).toHaveAttribute(
      'href',
      '/download-app',
    );
    await s.getByRole('button', { name: 'Register or Log In to Get It' }).click();
    // Outside the app nativeGoRegister falls back to the site's sign-in card.
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  for (const [ltype, lang] of [
    ['1', 'en'],
    ['0', 'zh-CN'],
  ] as const) {
    test(`the discount pill fits its text at 320, 375 and 1280 px (${lang})`, async ({ page }) => {
      for (const path of ['/hybrid/coupon/marketing/list', '/hybrid/coupon/my/coupons?fjjUserId=20101&']) {
        const url = `${path}${path.includes('?') ? '' : '?'}ltype=${ltype}&language=${ltype}`;
        for (const width of [320, 375, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(site('lily', url));
          expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
          for (const pill of await pillsFit(page))
            expect(pill, `${url} at ${width}px`).toMatchObject({ clipped: false });
        }
      }
    });
  }
});
