import type { Route } from '@playwright/test';
import { expect, remoteServer, slot, slotSettled, test } from './support/fixtures';
import { E2E_REMOTE_TIMEOUT_MS, PORT_OFFSET, site } from './support/env';
import { REMOTE_PAGES, REMOTES } from './support/routes';

/**
 * Each remote's server stopped in turn: its page shows the localised fallback with Retry in its slot only, the
 * rest of the site keeps working, and Retry recovers once the server is back.
 */
test.describe('a remote that is down', () => {
  for (const name of REMOTES) {
    test(`${name} down: fallback with Retry, rest of the site works, Retry recovers`, async ({ page }) => {
      const own = REMOTE_PAGES[name];
      const other =
        name === 'remote_listings'
          ? { name: 'remote_content' as const, path: '/blogs' }
          : { name: 'remote_listings' as const, path: '/listings' };

      await remoteServer('stop', name);
      try {
        await page.goto(site('lily', own.path));
        expect(await slotSettled(page, name)).toMatch(/^failed/);
        const fallback = slot(page, name).getByRole('alert');
        await expect(fallback).toContainText('This section is unavailable right now.');
        await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
        if (!own.hybrid) {
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
        }

        // Another remote's page still works (in-app navigation would too; a fresh load is the stricter case).
        await page.goto(site('lily', other.path));
        expect(await slotSettled(page, other.name)).toBe('ready');
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();

        await page.goto(site('lily', own.path));
        expect(await slotSettled(page, name)).toMatch(/^failed/);
      } finally {
        await remoteServer('start', name);
      }
      // Server back: Retry in the same page load recovers without a reload.
      await slot(page, name).getByRole('button', { name: 'Retry' }).click();
      await expect(slot(page, name)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
      await expect(slot(page, name).getByRole('alert')).toHaveCount(0);
      await expect(slot(page, name)).toHaveAttribute('data-build', 'main');
    });
  }
});

test.describe('a remote that is too slow', () => {
  test('remote_reports slower than remoteTimeoutMs: fallback with Retry; Retry recovers once it is fast again', async ({
    page,
  }) => {
    // Every answer of remote_reports' server is held longer than remoteTimeoutMs (in the browser, so the same test
    // runs whichever server serves the remote: Node or nginx).
    const origin = `http://127.0.0.1:${3005 + PORT_OFFSET}`;
    const slow = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, E2E_REMOTE_TIMEOUT_MS + 3000));
      await route.continue().catch(() => undefined);
    };
    await page.route(`${origin}/**`, slow);
    try {
      await page.goto(site('lily', '/hybrid/marketing/watch?ltype=1'));
      expect(await slotSettled(page, 'remote_reports')).toBe('failed:timeout');
      await expect(slot(page, 'remote_reports')).toContainText('This section is unavailable right now.');
    } finally {
      await page.unroute(`${origin}/**`, slow);
    }
    await slot(page, 'remote_reports').getByRole('button', { name: 'Retry' }).click();
    expect(await slotSettled(page, 'remote_reports')).toBe('ready');
    await expect(slot(page, 'remote_reports').locator('video')).toBeVisible();
  });
});
