import { axeOn } from './support/axe';
import type { Page } from '@playwright/test';
import { clearFaults, expect, injectFault, slot, slotSettled, test, SERIAL } from './support/fixtures';
import { SANDBOX, site } from './support/env';

/**
 * remote-vendor, delivery acceptance (issue 7) against the sandbox: the seeded orders SO0051…SO0057 (ids 51…57,
 * `{receive}` = base64 of the id). Accept and complain change the state: the orders are restored before each test.
 */
const receive = (id: number) => Buffer.from(String(id)).toString('base64');
const deliveryUrl = (id: number, query = 'ltype=1') =>
  site('lily', `/hybrid/vendor/delivery/accept/${receive(id)}?${query}`);

async function openDelivery(page: Page, id: number, query?: string) {
  await page.goto(deliveryUrl(id, query));
  expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
  const s = slot(page, 'remote_vendor');
  await expect(s.getByRole('heading', { level: 1, name: new RegExp(`SO00${id}`) })).toBeVisible();
  return s;
}

/** Counts the requests the page sends to a sandbox path. */
function countRequests(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === path) seen.push(req.url());
  });
  return seen;
}

const toast = (page: Page, text: string) => page.locator('.toast__title', { hasText: text });

test.describe('remote-vendor delivery acceptance', () => {
  test.beforeEach(async () => {
    await clearFaults();
    // Accept and complain change the state: every test starts from the seeded orders (a retry too).
    for (const id of [51, 52, 53, 57]) {
      const res = await fetch(`${SANDBOX}/__sandbox/vendor/orders/SO00${id}/restore`, { method: 'POST' });
      expect(res.ok).toBe(true);
    }
  });
  test.afterEach(() => clearFaults());

  test('shows the order with its pictures; accept → Operation Succeed and a grey ACCEPTED that survives a reload', async ({
    page,
  }) => {
    const confirms = countRequests(page, '/vendor/order/receive/confirm');
    const s = await openDelivery(page, 51);
    await expect(page).toHaveTitle('Delivery Acceptance');
    await expect(s.getByTestId('product-name')).toHaveText('Deep Cleaning - 2 Bedroom Condo');
    await expect(s.getByTestId('created-date')).toHaveText('2026-10-11 15:30');
    await expect(s.getByTestId('product-line')).toHaveText([
      'Deep Cleaning - 2 Bedroom Condo$480.00',
      'Eco-friendly supplies$45.00',
    ]);
    const before = s.getByTestId('pictures-before').getByRole('img');
    await expect(before).toHaveCount(2);
    await expect
      .poll(() => before.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(s.getByTestId('pictures-after').getByRole('img').first()).toHaveAttribute(
      'alt',
      'After Service, picture 1 of 2',
    );

    await s.getByRole('button', { name: 'Accept Delivery' }).click();
    await expect(toast(page, 'Operation Succeed')).toBeVisible();
    await expect(s.getByRole('button', { name: 'ACCEPTED' })).toBeDisabled();
    expect(confirms).toHaveLength(1);

    await page.reload();
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
    await expect(slot(page, 'remote_vendor').getByRole('button', { name: 'ACCEPTED' })).toBeDisabled();
    await expect(slot(page, 'remote_vendor').getByTestId('order-state')).toHaveText('DONE');
  });

  test(
    'a double click on Accept Delivery sends one request (lock + spinner while it runs)',
    SERIAL,
    async ({ page }) => {
      await injectFault({ path: '/vendor/order/receive/confirm', delayMs: 800, times: 1 });
      const confirms = countRequests(page, '/vendor/order/receive/confirm');
      const s = await openDelivery(page, 52);
      await s.getByRole('button', { name: 'Accept Delivery' }).dblclick();
      await expect(s.getByText('Sending, please wait…')).toBeVisible();
      await expect(s.getByRole('button', { name: 'Filling Complaints' })).toBeDisabled();
      await expect(s.getByRole('button', { name: 'ACCEPTED' })).toBeDisabled();
      await expect(toast(page, 'Operation Succeed')).toHaveCount(1);
      expect(confirms).toHaveLength(1);
    },
  );

  test('a bad answer to Accept warns "Error, Request Failed" and unlocks', SERIAL, async ({ page }) => {
    await injectFault({ path: '/vendor/order/receive/confirm', status: 500, times: 1 });
    const s = await openDelivery(page, 57);
    await s.getByRole('button', { name: 'Accept Delivery' }).click();
    await expect(toast(page, 'Error, Request Failed')).toBeVisible();
    await expect(s.getByRole('button', { name: 'Accept Delivery' })).toBeEnabled();
  });

  test(
    'complain: empty refused, a failure keeps every answer, then one complaint exactly as typed',
    SERIAL,
    async ({ page }) => {
      const s = await openDelivery(
        page,
        53,
        'ltype=1&userName=Wei%20Zhang&email=wei%40example.com&phone=4165550101',
      );
      await s.getByRole('button', { name: 'Filling Complaints' }).click();
      await s.getByRole('button', { name: 'Submit Complaint' }).click();
      await expect(s.getByRole('alert')).toHaveText(
        'Please describe the problem before submitting the complaint.',
      );

      await s.getByLabel('Problem details').fill('Stains left on the carpet');
      await s.getByLabel('Steps taken').fill('Sent photos to the vendor');
      await s.getByLabel('Promises made by the vendor').fill('A free re-clean this week');
      await injectFault({ path: '/vendor/customer/complain', status: 503, times: 1 });
      await s.getByRole('button', { name: 'Submit Complaint' }).click();
      await expect(toast(page, 'Error, Request Failed')).toBeVisible();
      await expect(s.getByLabel('Problem details')).toHaveValue('Stains left on the carpet');
      await expect(s.getByLabel('Steps taken')).toHaveValue('Sent photos to the vendor');
      await expect(s.getByLabel('Promises made by the vendor')).toHaveValue('A free re-clean this week');

      const sent = countRequests(page, '/vendor/customer/complain');
      await s.getByRole('button', { name: 'Submit Complaint' }).dblclick();
      await expect(toast(page, 'Successful Submit Complaint')).toBeVisible();
      await expect(page.getByText('Our customer service representative will contact you')).toBeVisible();
      await expect(s.getByRole('button', { name: 'COMPLAIN PROCESSING' })).toBeDisabled();
      expect(sent).toHaveLength(1);
      const listed = (await (
        await fetch(`${SANDBOX}/__sandbox/vendor/complaints?sale_order_id=53`)
      ).json()) as {
        complaints: { details: string }[];
      };
      expect(listed.complaints.map((c) => c.details)).toEqual([
        [
          'Order: SO0053',
          'Name: Wei Zhang',
          'Email: wei@example.com',
          'Phone: 4165550101',
          'Problem details: Stains left on the carpet',
          'Steps taken: Sent photos to the vendor',
          'Promises made by the vendor: A free re-clean this week',
        ].join('\n'),
      ]);
      await page.reload();
      await expect(
        slot(page, 'remote_vendor').getByRole('button', { name: 'COMPLAINT PROCESSING' }),
      ).toBeDisabled();
    },
  );

  for (const [id, state, label] of [
    [54, 'RECEIVE_COMPLAIN', 'COMPLAINT PROCESSING'],
    [55, 'DONE', 'ACCEPTED'],
    [56, 'SALE', 'ACCEPTED'],
  ] as const) {
    test(`${state} (SO00${id}) shows one disabled ${label}`, async ({ page }) => {
      const s = await openDelivery(page, id);
      await expect(s.getByTestId('order-state')).toHaveText(state);
      await expect(s.getByRole('button', { name: label })).toBeDisabled();
      await expect(s.getByRole('button', { name: 'Accept Delivery' })).toHaveCount(0);
    });
  }

  test('a deep link in Chinese survives a hard reload at 375 px; an undecodable link goes to /not/found', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(deliveryUrl(57, 'ltype=0'));
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
    await expect(slot(page, 'remote_vendor').getByRole('button', { name: '确认验收' })).toBeVisible();
    await page.reload();
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
    await expect(slot(page, 'remote_vendor').getByRole('button', { name: '填写投诉' })).toBeVisible();
    await expect(page).toHaveTitle('交付验收');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await page.goto(site('lily', '/hybrid/vendor/delivery/accept/%21%21?ltype=1'));
    await expect(page).toHaveURL(/\/not\/found(\?|$)/);
    await page.goto(site('lily', `/hybrid/vendor/delivery/accept/${receive(9999)}?ltype=1`));
    await expect(page).toHaveURL(/\/not\/found(\?|$)/);
  });

  test(
    'axe: the open complaint form with its alert, and the grey outcome, have no serious or critical violation',
    SERIAL,
    async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      const s = await openDelivery(page, 57);
      const serious = async () =>
        (await axeOn(page).analyze()).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      await s.getByRole('button', { name: 'Filling Complaints' }).click();
      await s.getByRole('button', { name: 'Submit Complaint' }).click();
      await expect(s.getByRole('alert')).toBeVisible();
      expect(await serious()).toEqual([]);
      await s.getByRole('button', { name: 'Accept Delivery' }).click();
      await expect(s.getByRole('button', { name: 'ACCEPTED' })).toBeDisabled();
      expect(await serious()).toEqual([]);
    },
  );
});
