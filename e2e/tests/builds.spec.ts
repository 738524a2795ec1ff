import { expect, slot, slotSettled, test } from './support/fixtures';
import { CONTENT_B_ENTRY_BASE, CONTENT_C_ENTRY_BASE, site } from './support/env';
import {
  CONTRACT_MAJOR,
  ENTRY_FILE,
  remoteEntryUrl,
  setRemoteContract,
  setRemoteEntry,
} from '../platform/platform.mjs';

const B_ENTRY = `${CONTENT_B_ENTRY_BASE}/${ENTRY_FILE}`;

test.describe('switching a remote to another build', () => {
  test('remotes.json edited on the server: next reload uses build b, restoring goes back to main', async ({
    page,
  }) => {
    await page.goto(site('lily', '/blogs'));
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    await expect(slot(page, 'remote_content')).toHaveAttribute('data-build', 'main');

    setRemoteEntry('remote_content', B_ENTRY);
    try {
      await page.reload();
      expect(await slotSettled(page, 'remote_content')).toBe('ready');
      await expect(slot(page, 'remote_content')).toHaveAttribute('data-build', 'b');
      // The other remotes are untouched.
      await page.goto(site('lily', '/listings'));
      expect(await slotSettled(page, 'remote_listings')).toBe('ready');
      await expect(slot(page, 'remote_listings')).toHaveAttribute('data-build', 'main');
    } finally {
      setRemoteEntry('remote_content', remoteEntryUrl('remote_content'));
    }
    await page.goto(site('lily', '/blogs'));
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    await expect(slot(page, 'remote_content')).toHaveAttribute('data-build', 'main');
  });

  test('runtime override ?remote.remote_content=… shows the badge, is remembered, and clears', async ({
    page,
  }) => {
    await page.goto(site('lily', `/blogs?remote.remote_content=${encodeURIComponent(B_ENTRY)}`));
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    await expect(slot(page, 'remote_content')).toHaveAttribute('data-build', 'b');
    const badge = page.getByTestId('remote-override-badge');
    await expect(badge).toBeVisible();
    await expect(badge).toContainText('remote_content');
    await expect(badge).toContainText(CONTENT_B_ENTRY_BASE);

    // Remembered (localStorage) without the query parameter.
    await page.goto(site('lily', '/blogs'));
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    await expect(slot(page, 'remote_content')).toHaveAttribute('data-build', 'b');
    await expect(badge).toBeVisible();

    await badge.getByRole('button', { name: 'Clear overrides' }).click();
    await expect(page.getByTestId('remote-override-badge')).toHaveCount(0);
    await expect(slot(page, 'remote_content')).toHaveAttribute('data-build', 'main', { timeout: 20_000 });
    await expect(page).not.toHaveURL(/remote\./);
    expect(await page.evaluate(() => localStorage.getItem('hearth:remote-overrides'))).toBeNull();

    await page.reload();
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    await expect(slot(page, 'remote_content')).toHaveAttribute('data-build', 'main');
  });

  test('an override to a non-http URL is ignored', async ({ page }) => {
    await page.goto(site('lily', '/blogs?remote.remote_content=javascript:alert(1)'));
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    await expect(slot(page, 'remote_content')).toHaveAttribute('data-build', 'main');
    await expect(page.getByTestId('remote-override-badge')).toHaveCount(0);
  });
});

test.describe('contract majors', () => {
  test('a remote declaring another contract major gets the fallback; the rest of the site works', async ({
    page,
  }) => {
    setRemoteContract('remote_vendor', CONTRACT_MAJOR + 1);
    try {
      await page.goto(site('lily', '/hybrid/vendor/accounting/customer/SO0042?ltype=1'));
      expect(await slotSettled(page, 'remote_vendor')).toBe('failed:contract');
      const fallback = slot(page, 'remote_vendor');
      await expect(fallback).toContainText('This section is unavailable right now.');
      await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
      await page.goto(site('lily', '/listings'));
      expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    } finally {
      setRemoteContract('remote_vendor', CONTRACT_MAJOR);
    }
    await page.goto(site('lily', '/hybrid/vendor/accounting/customer/SO0042?ltype=1'));
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
  });
});

test.describe('singleton semver', () => {
  test('a remote built against a newer @hearth/shared than the shell provides is refused with the fallback', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    setRemoteEntry('remote_content', `${CONTENT_C_ENTRY_BASE}/${ENTRY_FILE}`);
    try {
      await page.goto(site('lily', '/blogs'));
      expect(await slotSettled(page, 'remote_content')).toBe('failed:contract');
      const fallback = slot(page, 'remote_content');
      await expect(fallback).toContainText('This section is unavailable right now.');
      await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
      // Nothing of build c rendered: no article, no uncaught error from undefined exports.
      await expect(page.locator('article.blog-item')).toHaveCount(0);
      expect(errors).toEqual([]);
    } finally {
      setRemoteEntry('remote_content', remoteEntryUrl('remote_content'));
    }
    await page.goto(site('lily', '/blogs'));
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
  });
});
