import { expect, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

/**
 * Hydration gives the same output on both sides (ADR 0031). React reports a server markup that differs from the
 * browser's first render as an uncaught error (`reportError`, React's default `onRecoverableError`), which fails every
 * test through the `pageProblems` fixture: so the route walk, which visits every server-rendered route in both
 * languages in a zone other than the market's (playwright.config.ts), is the check on every route. This spec proves
 * that the check is live: a markup changed on its way to the browser is caught.
 */
const LISTING = '/listing/treb-C4200001';
const MISMATCH = /Minified React error #4(18|19|25)|Hydration failed|didn't match/;

test.use({ timezoneId: 'Asia/Shanghai' });

test.describe('hydration', () => {
  test('a server-rendered listing hydrates in Shanghai with no mismatch and stays interactive', async ({
    page,
    pageProblems,
  }) => {
    const response = await page.goto(site('lily', LISTING));
    expect(response?.headers()['x-hearth-rendered']).toBe('server');
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    expect(await page.evaluate(() => new Date('2026-01-15T12:00:00Z').getTimezoneOffset())).toBe(-480);
    await expect(page.getByText('25 Hollywood Ave').first()).toBeVisible();
    expect(pageProblems.filter((p) => MISMATCH.test(p))).toEqual([]);
  });

  test('a server markup that differs from the browser render fails the test that sees it', async ({
    page,
    pageProblems,
  }) => {
    // The server's markup, changed in the document before the bootstrap hydrates it (the start plan's data, which
    // the browser renders from, still says 25): what a zone- or width-dependent render would do.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        const walker = root && document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker?.nextNode(); node; node = walker!.nextNode())
          node.nodeValue = node.nodeValue!.replaceAll('25 Hollywood Ave', '27 Hollywood Ave');
      });
    });
    const response = await page.goto(site('lily', LISTING));
    expect(response?.headers()['x-hearth-rendered']).toBe('server');
    await expect.poll(() => pageProblems.some((p) => MISMATCH.test(p)), { timeout: 15_000 }).toBe(true);
    // The browser rendered its own page instead: the visitor sees the real address.
    await expect(page.getByText('25 Hollywood Ave').first()).toBeVisible();
    // Seen and checked here: not this test's failure.
    pageProblems.length = 0;
  });
});
