import type { BrowserContext, Page } from '@playwright/test';
import { expect, slotSettled, test, type RemoteName } from './support/fixtures';
import { site } from './support/env';

/**
 * The public language rule (ADR 0031), the one a server will apply: `?ltype=` when valid, else the cookie the
 * language choice sets, else the browser's languages (Accept-Language, navigator.languages), else English.
 */
const LISTINGS = site('lily', '/listings');

/** Opens a remote's page and waits for it: the page's language is then settled (`<html lang>`). */
async function open(page: Page, url: string, remote: RemoteName = 'remote_listings'): Promise<void> {
  await page.goto(url);
  expect(await slotSettled(page, remote)).toBe('ready');
}

const rememberChinese = (context: BrowserContext) =>
  context.addCookies([{ name: 'hearth_locale', value: 'zh-CN', url: LISTINGS }]);

test.describe('public language: the cookie, then the browser', () => {
  test('the cookie and no ltype: Chinese; ?ltype=1 wins over it', async ({ page, context }) => {
    await rememberChinese(context);
    await open(page, LISTINGS);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByLabel('语言')).toHaveValue('zh-CN');
    await open(page, `${LISTINGS}?ltype=1`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the choice sets the cookie; the next page opened without ltype keeps it', async ({
    page,
    context,
  }) => {
    await open(page, LISTINGS);
    await page.getByLabel('Language').selectOption('zh-CN');
    await expect(page).toHaveURL(/[?&]ltype=0\b/);
    const cookie = (await context.cookies()).find((c) => c.name === 'hearth_locale');
    expect(cookie).toMatchObject({ value: 'zh-CN', path: '/', sameSite: 'Lax', secure: false });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
    await open(page, site('lily', '/blogs'), 'remote_content');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('public language: a browser set to Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('no cookie, no ltype: Chinese; ?ltype=1 wins over the browser and the cookie', async ({
    page,
    context,
  }) => {
    await open(page, LISTINGS);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await rememberChinese(context);
    await open(page, `${LISTINGS}?ltype=1`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Listings' }).first()).toBeVisible();
  });

  test('a hybrid page keeps the native app’s language (language=1: English)', async ({ page }) => {
    await page.goto(site('lily', '/hybrid/success?title=OK&language=1'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
