import type { Page, Route } from '@playwright/test';
import { expect, serveStaticPage, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

// The browser's own requests are what this checks: on the static page (the renderer down, ADR 0034), where the
// browser asks for everything itself. A server-rendered page brings its data along (server-rendering.spec.ts).
test.beforeEach(async ({ page }) => {
  await serveStaticPage(page);
});

/**
 * Issue 27 §2: every request has a bound (the runtime config's requestTimeoutMs, 15 s by default). The page's clock
 * is driven by Playwright (`page.clock`): the answers are held in the browser and time jumps ahead, so no test
 * sleeps 15 s. The timers that bound the requests (ky's) run on that clock.
 */

const TIMED_OUT = 'The server took too long to answer. Please try again.';

/** Holds every request matching `pattern` until released; resolves `seen` at the first one. */
async function hold(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let onSeen: () => void = () => {};
  const seen = new Promise<void>((resolve) => (onSeen = resolve));
  let holding = true;
  await page.route(pattern, async (route) => {
    if (!holding) return route.continue();
    held.push(route);
    onSeen();
  });
  return {
    seen,
    count: () => held.length,
    /** Lets the held requests through (those the page gave up on fail quietly) and the next ones at once. */
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

test.describe('requests that do not answer', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  for (const { name, pattern } of [
    { name: 'the agent’s profile', pattern: /\/cmis\/bimsUser\/getAgentProfile\?/ },
    { name: 'the owner’s user info', pattern: /\/cmis\/ur\/info\?/ },
  ]) {
    test(`${name} (the bootstrap's site resolution) past 15 s: the site's error state, whose Retry sends it again`, async ({
      page,
    }) => {
      const request = await hold(page, pattern);
      await page.goto(site('lily', '/?ltype=1'));
      await request.seen;
      const gate = page.locator('.site-gate');
      await expect(gate).toHaveAttribute('aria-busy', 'true');
      await page.clock.fastForward(14_000);
      await expect(gate).toHaveAttribute('aria-busy', 'true');
      await page.clock.fastForward(1_500);
      const alert = gate.locator('.hearth-error-state');
      await expect(alert).toContainText(TIMED_OUT);

      await request.release();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator('[data-widget="featured-listings"]')).toBeVisible();
      await expect(gate).toHaveCount(0);
      expect(request.count()).toBe(1); // Retry sent a new request, past the hold
    });
  }

  test('a list answer 12 s late still shows (the bound is 15 s, not ky’s 10 s)', async ({ page }) => {
    const list = await hold(page, /\/cmis\/channel\/channelHouseListByUserAttention\?/);
    await page.goto(site('lily', '/listings'));
    await list.seen;
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await page.clock.fastForward(12_000);
    await list.release();
    await expect(page.locator('article.listing-card').first()).toBeVisible();
    await expect(slot(page, 'remote_listings').locator('.hearth-error-state')).toHaveCount(0);
  });

  test('a list call past 15 s: the page’s error state with Retry, which recovers', async ({ page }) => {
    const list = await hold(page, /\/cmis\/channel\/channelHouseListByUserAttention\?/);
    await page.goto(site('lily', '/listings'));
    await list.seen;
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await page.clock.fastForward(15_500);
    const alert = slot(page, 'remote_listings').locator('.hearth-error-state').first();
    await expect(alert).toContainText(TIMED_OUT);

    await list.release();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('article.listing-card').first()).toBeVisible();
  });
});

test.describe('runtime-config.json missing', () => {
  for (const { ltype, text, retry } of [
    { ltype: 1, text: 'The site could not start. Check your connection and try again.', retry: 'Retry' },
    { ltype: 0, text: '网站无法启动。请检查网络连接后重试。', retry: '重试' },
  ]) {
    test(`asked for twice, then a localised error (ltype=${ltype}) whose Retry starts the site`, async ({
      page,
    }) => {
      let asked = 0;
      let missing = true;
      await page.route('**/runtime-config.json', (route) => {
        if (!missing) return route.continue();
        asked += 1;
        return route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><p>Not found' });
      });
      await page.goto(site('lily', `/?ltype=${ltype}`));
      const screen = page.getByTestId('startup-error');
      await expect(screen.getByRole('alert')).toHaveText(text);
      expect(asked).toBe(2);

      missing = false;
      await screen.getByRole('button', { name: retry }).click();
      await expect(page.locator('[data-widget="featured-listings"]')).toBeVisible();
      await expect(screen).toHaveCount(0);
    });
  }
});
