import type { Page } from '@playwright/test';
import { clearFaults, expect, injectFault, slot, slotSettled, test, SERIAL } from './support/fixtures';
import { site } from './support/env';

/**
 * remote-vendor, the three statements of SO0042 (issue 7): one page, three points of view. Seeded invoices:
 * OUT 565/565 + 565/200, OUT_REFUND 113/113, IN 800/400.
 */
async function openStatement(page: Page, view: 'customer' | 'vendor' | 'company', query = 'ltype=1') {
  await page.goto(site('lily', `/hybrid/vendor/accounting/${view}/SO0042?${query}`));
  expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
  return slot(page, 'remote_vendor');
}

test.describe('remote-vendor statements', () => {
  test.afterEach(() => clearFaults());

  test('vendor: Client Address, You Should Get and You Have Gotten, and its bill; survives a hard reload', async ({
    page,
  }) => {
    const s = await openStatement(page, 'vendor');
    await expect(page).toHaveTitle('Accounting Summary Page');
    await expect(s.getByTestId('order-state')).toHaveText('RECEIVE_PENDING');
    await expect(s.getByText('Client Address')).toBeVisible();
    await expect(s.getByTestId('service-address')).toHaveText('88 Harbour St, Toronto, ON M5J 0C3');
    await expect(s.getByText('You Should Get')).toBeVisible();
    await expect(s.getByTestId('summary-Receivable')).toHaveText('$800.00');
    await expect(s.getByTestId('summary-Received')).toHaveText('$400.00');
    await expect(s.getByTestId('invoice')).toHaveCount(1);
    await expect(s.getByTestId('invoice')).toContainText('BILL-2026-0107');
    await page.reload();
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
    await expect(slot(page, 'remote_vendor').getByText('You Have Gotten')).toBeVisible();
  });

  test('company: both sides and the income from MYCOMPANY, with every invoice; survives a hard reload', async ({
    page,
  }) => {
    const s = await openStatement(page, 'company');
    const amounts: Record<string, [string, string]> = {
      'Receivable from the Client': ['Receivable', '$1,017.00'],
      'Received from the Client': ['Received', '$652.00'],
      'Payable to the Vendor': ['Payable', '$800.00'],
      'Paid to the Vendor': ['Paid', '$400.00'],
      'Company Income': ['Income', '$217.00'],
    };
    for (const [label, [field, value]] of Object.entries(amounts)) {
      await expect(s.getByText(label)).toBeVisible();
      await expect(s.getByTestId(`summary-${field}`)).toHaveText(value);
    }
    await expect(s.getByTestId('invoice')).toHaveCount(4);
    await page.reload();
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
    await expect(slot(page, 'remote_vendor').getByTestId('summary-Income')).toHaveText('$217.00');
  });

  test('customer: a deep link in Chinese survives a hard reload at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openStatement(page, 'customer', 'ltype=0');
    await page.reload();
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
    const s = slot(page, 'remote_vendor');
    await expect(s.getByText('应付金额')).toBeVisible();
    await expect(s.getByTestId('summary-Payable')).toHaveText('$1,017.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test(
    'a failed report shows an error state with Retry (not an endless spinner); Retry loads the statement',
    SERIAL,
    async ({ page }) => {
      // Until cleared: the route's prefetch and the page's own retry on mount both fail.
      await injectFault({ path: '/vendor/accounting/report', status: 404 });
      await page.goto(site('lily', '/hybrid/vendor/accounting/company/SO0042?ltype=1'));
      const s = slot(page, 'remote_vendor');
      const retry = s.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible();
      await expect(s.getByRole('alert')).toContainText('Something went wrong');
      await clearFaults();
      await retry.click();
      await expect(s.getByTestId('summary-Income')).toHaveText('$217.00');
    },
  );

  test('an unknown order goes to /not/found from every point of view', async ({ page }) => {
    for (const view of ['vendor', 'company'] as const) {
      await page.goto(site('lily', `/hybrid/vendor/accounting/${view}/SO9999?ltype=1`));
      await expect(page).toHaveURL(/\/not\/found(\?|$)/);
    }
  });
});
