import { expect, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';
import { REMOTE_PAGES, REMOTES } from './support/routes';

test.describe('locale', () => {
  test('language selector: 中文 reloads with ltype=0, English with ltype=1, texts follow', async ({
    page,
  }) => {
    await page.goto(site('lily', '/listings'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Listings' }).first()).toBeVisible();

    await page.getByLabel('Language').selectOption('zh-CN');
    await expect(page).toHaveURL(/[?&]ltype=0\b/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    // The agent-site load asks ur/info with ltype=1 whatever the language (public-site §7): the name stays.
    await expect(page.getByText('Lily Chen').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Listings' })).toHaveCount(0);

    await page.getByLabel('语言').selectOption('en');
    await expect(page).toHaveURL(/[?&]ltype=1\b/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Lily Chen').first()).toBeVisible();
  });

  test('a remote writes the shared locale store and the shell follows (<html lang>)', async ({ page }) => {
    await page.goto(site('lily', '/hybrid/marketing/watch?ltype=1'));
    expect(await slotSettled(page, 'remote_reports')).toBe('ready');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(site('lily', '/hybrid/marketing/watch?ltype=0'));
    expect(await slotSettled(page, 'remote_reports')).toBe('ready');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('a native context handed over while the page is still starting is kept (language 1 → English)', async ({
    page,
  }) => {
    // Like an app that hands its context over once the document is parsed: main.js (deferred) has run by then,
    // the shell's bootstrap has not.
    await page.addInitScript(() => {
      const app = window as Window & { runSetEpicContext?: (context: unknown) => void };
      document.addEventListener('DOMContentLoaded', () => app.runSetEpicContext?.({ language: '1' }));
    });
    await page.goto(site('lily', '/hybrid/success?title=OK'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'OK' })).toBeVisible();
  });

  test("the app's language changed live: the page switches once the shell's texts in it are in", async ({
    page,
  }) => {
    // A page loads the shell's texts in its own language only (ADR 0046): the other language's come on the switch.
    const texts: string[] = [];
    page.on('request', (request) => {
      if (/shell-texts-/.test(request.url())) texts.push(new URL(request.url()).pathname);
    });
    await page.goto(site('lily', '/hybrid/success?language=0'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
    // Handed over before the page has started, the URL's language=0 wins (it is read at the start): again, as a
    // change from 0 to 1, until the started page takes it.
    await expect(async () => {
      await page.evaluate(() => {
        const app = window as Window & { runSetEpicContext?: (context: unknown) => void };
        app.runSetEpicContext?.({ language: '0' });
        app.runSetEpicContext?.({ language: '1' });
      });
      await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Go Back Home' })).toBeVisible();
    expect(texts.map((path) => /shell-texts-([\w-]+)\./.exec(path)?.[1])).toEqual(['zh-CN', 'en']);
  });
});

test.describe('shared singletons', () => {
  for (const name of REMOTES) {
    test(`${name} sees the shell's @hearth/shared instance`, async ({ page }) => {
      await page.goto(site('lily', REMOTE_PAGES[name].path));
      expect(await slotSettled(page, name)).toBe('ready');
      const shellId = await page.locator('html').getAttribute('data-shared-instance');
      expect(shellId).toMatch(/^shared-/);
      await expect(slot(page, name)).toHaveAttribute('data-shared-instance', shellId!);
    });
  }
});
