import type { Page } from '@playwright/test';
import { clearFaults, expect, injectFault, slot, slotSettled, test, SERIAL } from './support/fixtures';
import { SANDBOX, site } from './support/env';

/**
 * remote-vendor, service renewal (issue 7) against the sandbox: SO0061 / SO0065 renewable, SO0062 with an unpaid
 * invoice on the invoicing simulator, SO0063 with a `javascript:` invoice link, SO0064 with a foreign-host link,
 * SO0066 never changed. `{receive}` = base64 of the order name. Renewals are undone before each test.
 */
const renewUrl = (name: string, query = 'ltype=1') =>
  site('lily', `/hybrid/vendor/order/renew/${Buffer.from(name).toString('base64')}?${query}`);

async function openRenew(page: Page, name: string, query?: string) {
  await page.goto(renewUrl(name, query));
  expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
  const s = slot(page, 'remote_vendor');
  await expect(s.getByTestId('order-number')).toHaveText(name);
  return s;
}

function renewRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/vendor/order/renew')
      seen.push(req.url());
  });
  return seen;
}

const toast = (page: Page, text: string) => page.locator('.toast__title', { hasText: text });

test.describe('remote-vendor service renewal', () => {
  test.beforeEach(async ({ page }) => {
    await clearFaults();
    for (const name of ['SO0061', 'SO0062', 'SO0065']) {
      const res = await fetch(`${SANDBOX}/__sandbox/vendor/orders/${name}/restore`, { method: 'POST' });
      expect(res.ok).toBe(true);
    }
    // Nothing may ever reach the hostile host.
    await page.route('**://invoices.evil.example/**', (route) => route.abort());
  });
  test.afterEach(() => clearFaults());

  test(
    'renews the chosen package with one request, goes to the invoicing simulator, and paying it shows in the history',
    SERIAL,
    async ({ page }) => {
      await injectFault({ path: '/vendor/order/renew', delayMs: 800, times: 1 });
      const posts = renewRequests(page);
      const s = await openRenew(page, 'SO0061');
      await expect(page).toHaveTitle('Renew Services');
      await expect(s.getByRole('heading', { level: 1, name: 'Service Renew' })).toBeVisible();
      await expect(s.getByText('Please choose the time period and pay')).toBeVisible();
      await expect(s.getByRole('radio', { name: /3 months/ })).toBeChecked();
      await expect(s.getByTestId('created-date')).toHaveText('2026-03-02 04:00');
      await expect(s.getByTestId('history-line')).toHaveCount(1);
      await s.getByRole('radio', { name: /1 year/ }).check();
      await s.getByRole('button', { name: 'Renew' }).dblclick();
      await expect(page).toHaveURL(`${SANDBOX}/vendor/invoicing/RNW-SO0061-01`);
      expect(posts).toHaveLength(1);
      await expect(page.getByRole('heading', { name: 'Invoice RNW-SO0061-01' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay $169.50' }).click();
      await expect(page.getByTestId('invoice-status')).toHaveText('Paid');

      const again = await openRenew(page, 'SO0061');
      await expect(again.getByTestId('history-line')).toHaveCount(2);
      await expect(again.getByTestId('history-line').nth(1)).toContainText('Renewal - 1 year');
      await expect(again.getByTestId('history-line').nth(1)).toContainText('$169.50');
      await expect(again.getByTestId('total-amount')).toHaveText('$541.27');
    },
  );

  test('with an unpaid bill: "Pay Bill First…" and straight to that invoice, without renewing', async ({
    page,
  }) => {
    const posts = renewRequests(page);
    const s = await openRenew(page, 'SO0062');
    await s.getByRole('button', { name: 'Renew' }).click();
    await expect(page).toHaveURL(`${SANDBOX}/vendor/invoicing/INV-SO0062-2`);
    await expect(page.getByTestId('invoice-status')).toHaveText('Unpaid');
    expect(posts).toEqual([]);
  });

  for (const [name, kind] of [
    ['SO0063', 'javascript:'],
    ['SO0064', 'foreign-host'],
  ] as const) {
    test(`a ${kind} invoice link (${name}) is refused with a clear message and nothing navigates`, async ({
      page,
    }) => {
      const posts = renewRequests(page);
      const s = await openRenew(page, name);
      const url = page.url();
      await s.getByRole('button', { name: 'Renew' }).click();
      await expect(toast(page, 'Pay Bill First')).toBeVisible();
      await expect(s.getByRole('alert')).toContainText('This payment link cannot be opened.');
      await expect(s.getByRole('button', { name: 'Renew' })).toBeEnabled();
      expect(page.url()).toBe(url);
      expect(posts).toEqual([]);
    });
  }

  test(
    'a failed renewal warns "Error, Request Failed" and unlocks; the next try goes through',
    SERIAL,
    async ({ page }) => {
      await injectFault({ path: '/vendor/order/renew', status: 500, times: 1 });
      const s = await openRenew(page, 'SO0065');
      await s.getByRole('button', { name: 'Renew' }).click();
      await expect(toast(page, 'Error, Request Failed')).toBeVisible();
      await s.getByRole('button', { name: 'Renew' }).click();
      await expect(page).toHaveURL(`${SANDBOX}/vendor/invoicing/RNW-SO0065-01`);
    },
  );

  test('a deep link in Chinese survives a hard reload at 375 px; an undecodable link goes to /not/found', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openRenew(page, 'SO0066', 'ltype=0');
    await page.reload();
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
    const s = slot(page, 'remote_vendor');
    await expect(s.getByRole('heading', { level: 1, name: '服务续费' })).toBeVisible();
    await expect(s.getByRole('button', { name: '续费' })).toBeVisible();
    await expect(page).toHaveTitle('服务续费');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto(site('lily', '/hybrid/vendor/order/renew/%21?ltype=1'));
    await expect(page).toHaveURL(/\/not\/found(\?|$)/);
    await page.goto(renewUrl('SO9999'));
    await expect(page).toHaveURL(/\/not\/found(\?|$)/);
  });
});
