import type { Browser } from '@playwright/test';
import { expect, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

/**
 * Dates are shown in the market's zone, America/Toronto, whatever the visitor's (ADR 0031): a page that shows
 * dates reads the same in a browser set to Shanghai or Honolulu as in one set to Toronto.
 */
const PAGES = [
  { path: '/hybrid/vendor/accounting/company/SO0042?ltype=1', remote: 'remote_vendor' },
  { path: '/blogs?ltype=1', remote: 'remote_content' },
] as const;

async function shownIn(
  browser: Browser,
  timezoneId: string,
  path: string,
  remote: (typeof PAGES)[number]['remote'],
) {
  const context = await browser.newContext({ timezoneId, locale: 'en-CA' });
  try {
    const page = await context.newPage();
    await page.goto(site('lily', path));
    expect(await slotSettled(page, remote)).toBe('ready');
    // Everything the page loads is in (the phone formatter, a lazy chunk, reformats the agent's number).
    await page.waitForLoadState('networkidle');
    // The formatter loads after the first paint and the primary content, so it can come after the network's idle:
    // no number is left as received.
    await expect(slot(page, remote)).not.toContainText(/\b\d{10}\b/);
    const text = await slot(page, remote).innerText();
    const offset = await page.evaluate(() => new Date('2026-01-15T12:00:00Z').getTimezoneOffset());
    return { text, offset };
  } finally {
    await context.close();
  }
}

test.describe('one market zone', () => {
  for (const { path, remote } of PAGES) {
    test(`${path}: the same dates in Shanghai and Honolulu as in Toronto`, async ({ browser }) => {
      const toronto = await shownIn(browser, 'America/Toronto', path, remote);
      expect(toronto.offset).toBe(300);
      expect(toronto.text).toMatch(/\d{4}-\d{2}-\d{2}/);
      for (const zone of ['Asia/Shanghai', 'Pacific/Honolulu']) {
        const other = await shownIn(browser, zone, path, remote);
        expect(other.offset, `${zone} is really another zone`).not.toBe(300);
        expect(other.text, zone).toBe(toronto.text);
      }
    });
  }
});
