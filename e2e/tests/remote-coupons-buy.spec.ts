import type { Page, Request } from '@playwright/test';
import { expect, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';
import { getPage } from './support/server-pages';
import { expectInertDocument } from './support/server-html';

/** What this file's page-side recorder keeps on `window`, and the app's context hand-over. */
declare global {
  interface Window {
    __bridgeLog: { name: string; payload: { title?: string } }[];
    runSetEpicContext?: (context: unknown) => void;
  }
}

/**
 * The coupon section's buying flow through the shell against the sandbox: detail → buy → the sandbox's hosted
 * payment page → payment status. The page runs "inside the app": iOS message handlers record every bridge call
 * and the app hands its context over with window.runSetEpicContext on every page load.
 */
const BRIDGE = [
  'nativeSetNavTitle',
  'nativeGoRegister',
  'nativeGoMe',
  'nativeGoOrder',
  'nativeGoHome',
  'nativeClose',
];

/** Installs iOS message handlers that record every bridge call (the page then runs "inside the app"). */
async function insideApp(page: Page) {
  await page.addInitScript((names) => {
    const log: Window['__bridgeLog'] = [];
    window.__bridgeLog = log;
    window.webkit = {
      messageHandlers: Object.fromEntries(
        names.map((name) => [
          name,
          { postMessage: (payload: { title?: string }) => log.push({ name, payload }) },
        ]),
      ),
    };
  }, BRIDGE);
}

/** The app hands its context over to a loaded page, as it does after every page load. */
async function handOver(page: Page, context: { fjjUserId: string; language: string }) {
  await page.evaluate((ctx) => {
    const hand = window.runSetEpicContext;
    if (!hand) throw new Error('runSetEpicContext is missing');
    hand(ctx);
  }, context);
}

const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window.__bridgeLog ?? []).map((c) => c.name).filter((n) => n !== 'nativeSetNavTitle'));

const isPaymentPost = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/trade/payment';
const isOrderAdd = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/trade/order/add';

const GRACE = 'fjjUserId=20101&language=1';

async function openCoupon(page: Page, id: number, query = GRACE) {
  await page.goto(site('lily', `/hybrid/coupon/${id}?${query}`));
  expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
  return slot(page, 'remote_coupons');
}

test.describe('coupons: the detail as the server sends it (no JavaScript)', () => {
  test('the sanitised description in the HTML; with the user in the query, never cached', async ({
    request,
  }) => {
    for (const query of ['ltype=1', `${GRACE}&ltype=1`]) {
      const res = await getPage(request, `/hybrid/coupon/101?${query}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['x-hearth-rendered']).toBe('server');
      const html = await res.text();
      expectInertDocument(html);
      expect(html).toContain('data-remote="remote_coupons" data-state="server"');
      expect(html).toContain(
        '<div class="coupon-block__text">15% Off Deep Cleaning. Book through the app after purchase; valid until ' +
          '2027-03-31.</div>',
      );
      expect(html).toContain('name="robots" content="noindex"');
    }
    const personal = await getPage(request, `/hybrid/coupon/101?${GRACE}`);
    expect(personal.headers()['cache-control']).toBe('private, no-store');
  });
});

test.describe('coupons: buying by card', () => {
  test('marketing list → detail → buy → Approve → payment success', async ({ page }) => {
    await insideApp(page);
    await page.goto(site('lily', `/hybrid/coupon/marketing/list?${GRACE}`));
    // The list is server-rendered: its links navigate in the app once hydrated (the slot turns ready then).
    expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
    const s = slot(page, 'remote_coupons');
    await s.getByRole('link', { name: '15% Off Deep Cleaning' }).click();
    await expect(s.getByRole('heading', { level: 1, name: '15% Off Deep Cleaning' })).toBeVisible();
    await expect(s.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    expect(await page.evaluate(() => localStorage.getItem('couponId'))).toBe('101');
    const post = page.waitForRequest(isPaymentPost);
    await s.getByRole('button', { name: 'Buy Now' }).click();
    const fields = Object.fromEntries(new URLSearchParams((await post).postData() ?? ''));
    expect(fields).toEqual({
      ps_store_id: 'sandbox-store',
      hpp_key: 'sandbox-key',
      charge_total: '9.99',
      order_id: expect.stringMatching(/^TX\d{8}$/),
      cust_id: '7101',
      id1: '5001',
      description1: '15% Off Deep Cleaning',
      email: 'grace.liu@example.com',
      quantity1: '1',
      price1: '9.99',
      subtotal1: '9.99',
    });
    await expect(page.getByTestId('amount')).toHaveText('$9.99 CAD');
    await expect(page.getByTestId('order')).toHaveText(fields.order_id!);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/hybrid\/coupon\/payment\/success\?id1=5001$/);
    expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
    await handOver(page, { fjjUserId: '20101', language: '1' });
    const back = slot(page, 'remote_coupons');
    await expect(back.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await back.getByRole('button', { name: 'View Appointment' }).click();
    await expect(page).toHaveURL(/\/hybrid\/services\/appointment\/5001$/);

    // Appointment with a phone change: dialog, code, countdown.
    await expect(back.getByText('Grace Liu')).toBeVisible();
    const phone = back.getByLabel('Phone');
    await expect(phone).toHaveValue('+14165550101');
    await phone.fill('4165550177');
    await back.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your phone number?' });
    await expect(dialog).toContainText('+14165550177');
    const codeAnswer = page
      .waitForResponse((r) => new URL(r.url()).pathname === '/cmis/login/sendMobileCode')
      .then((r) => r.json() as Promise<{ data: string }>);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const { data: code } = await codeAnswer;
    await expect(dialog).toHaveCount(0);
    const resend = back.getByRole('button', { name: /^Resend in \d+ s$/ });
    await expect(resend).toBeDisabled();
    const first = Number((await resend.innerText()).match(/\d+/)![0]);
    expect(first).toBeGreaterThan(110);
    await expect.poll(async () => Number((await resend.innerText()).match(/\d+/)?.[0])).toBeLessThan(first);
    await back.getByLabel('Verification code').fill(code);
    await back.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/hybrid\/services\/appointment\/success$/);
    await expect(back.getByRole('heading', { level: 1, name: 'Appointment booked' })).toBeVisible();
    // Inside the app the native order page follows 2 s later.
    await expect.poll(() => bridgeCalls(page), { timeout: 5000 }).toContain('nativeGoOrder');
    // The phone really changed, and the coupon is now used.
    const detail = await openCoupon(page, 101);
    await expect(detail.getByRole('button', { name: 'View Order' })).toBeVisible();
    await page.goto(site('lily', `/hybrid/services/appointment/5006?${GRACE}`));
    await expect(slot(page, 'remote_coupons').getByLabel('Phone')).toHaveValue('+14165550177');
  });

  for (const [button, status, heading] of [
    ['Cancel', 'cancel', 'Payment cancelled'],
    ['Decline', 'fail', 'Payment failed'],
  ] as const) {
    test(`${button} on the payment page returns to payment/${status}; the coupon stays unpaid`, async ({
      page,
    }) => {
      await insideApp(page);
      const s = await openCoupon(page, 102);
      await s.getByRole('button', { name: 'Buy Now' }).click();
      await page.getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(new RegExp(`/hybrid/coupon/payment/${status}\\?id1=5002$`));
      expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
      await handOver(page, { fjjUserId: '20101', language: '1' });
      const back = slot(page, 'remote_coupons');
      await expect(back.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await back.getByRole('button', { name: 'Back to the coupon' }).click();
      await expect(back.getByRole('button', { name: 'Buy Now' })).toBeVisible();
    });
  }

  test('a double tap on buy creates one order and one payment post', async ({ page }) => {
    await insideApp(page);
    const orders: { type: string | undefined }[] = [];
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (isOrderAdd(r)) orders.push({ type: r.headers()['content-type'] });
      if (isPaymentPost(r)) posts.push(r);
    });
    const s = await openCoupon(page, 102);
    const post = page.waitForRequest(isPaymentPost);
    const orderAnswer = page.waitForResponse((r) => isOrderAdd(r.request())).then((r) => r.json());
    await s.getByRole('button', { name: 'Buy Now' }).dblclick();
    await post;
    await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
    expect(orders).toHaveLength(1);
    expect(posts).toHaveLength(1);
    expect(orders[0]!.type).toMatch(/^application\/x-www-form-urlencoded/);
    // The sandbox parsed the form-urlencoded order JSON: the order is the instance's (the body itself is checked by
    // the page's jest test; Chromium does not expose a fetch body streamed by ky).
    expect(await orderAnswer).toMatchObject({ errorCode: 200, data: { id1: 5002, subtotal1: '19.99' } });
  });

  test('a coupon whose order totals $0 is not posted to the payment page', async ({ page }) => {
    await insideApp(page);
    const posts: Request[] = [];
    page.on('request', (r) => isPaymentPost(r) && posts.push(r));
    const s = await openCoupon(page, 110);
    const order = page.waitForResponse((r) => isOrderAdd(r.request()));
    await s.getByRole('button', { name: 'Buy Now' }).click();
    await order;
    await expect(s.getByRole('alert')).toContainText('Nothing to pay');
    await expect(s.getByTestId('payment-form')).toHaveCount(0);
    expect(posts).toHaveLength(0);
  });

  test('without fjjUserId the main button goes to nativeGoRegister', async ({ page }) => {
    await insideApp(page);
    const s = await openCoupon(page, 101, 'language=1');
    await s.getByRole('button', { name: 'Register or Log In' }).click();
    await expect.poll(() => bridgeCalls(page)).toEqual(['nativeGoRegister']);
    // The title went to the native nav bar once for this navigation.
    const titles = await page.evaluate(() =>
      window.__bridgeLog.filter((c) => c.name === 'nativeSetNavTitle').map((c) => c.payload.title),
    );
    expect(titles).toEqual(['Coupon Details']);
  });

  test('a user without a partner id gets the alert and no instance', async ({ page }) => {
    await insideApp(page);
    const s = await openCoupon(page, 101, 'fjjUserId=20102&language=0');
    await expect(s.getByRole('alert')).toContainText('您的账户尚未关联客户资料');
    await expect(s.getByText('请在App内领取此优惠券')).toBeVisible();
  });

  async function openAppointment(page: Page, insId: number) {
    await page.goto(site('lily', `/hybrid/services/appointment/${insId}?${GRACE}`));
    expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
    const s = slot(page, 'remote_coupons');
    await expect(s.getByLabel('Phone')).not.toHaveValue('');
    return s;
  }

  test('a wrong verification code is refused and nothing is changed', async ({ page }) => {
    await insideApp(page);
    const s = await openAppointment(page, 5006);
    await s.getByLabel('Phone').fill('4165550166');
    await s.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send code' }).click();
    await s.getByLabel('Verification code').fill('000000');
    await s.getByRole('button', { name: 'Confirm' }).click();
    await expect(s.getByRole('alert')).toContainText('The verification code is incorrect');
    await expect(page).toHaveURL(/\/appointment\/5006/);
  });

  test('send-code 401 closes the dialog and alerts', async ({ page }) => {
    await insideApp(page);
    const s = await openAppointment(page, 5006);
    await s.getByLabel('Phone').fill('6475550199');
    await s.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send code' }).click();
    await expect(s.getByRole('alert')).toContainText('already used by another account');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(s.getByLabel('Verification code')).toHaveCount(0);
  });

  test('a double tap on confirm books once', async ({ page }) => {
    await insideApp(page);
    const bookings: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/coupon/coupon/instance/using') bookings.push(r.url());
    });
    const s = await openAppointment(page, 5007);
    await s.getByRole('button', { name: 'Confirm' }).dblclick();
    await expect(page).toHaveURL(/\/hybrid\/services\/appointment\/success$/);
    expect(bookings).toHaveLength(1);
  });

  test('a rejected booking shows Appointment Failed with the server message, then nativeClose', async ({
    page,
  }) => {
    await insideApp(page);
    const s = await openAppointment(page, 5010);
    await s.getByRole('button', { name: 'Confirm' }).click();
    await expect(s.getByRole('alert')).toContainText('Appointment Failed: Instance inactive or expired');
    await expect.poll(() => bridgeCalls(page), { timeout: 5000 }).toContain('nativeClose');
  });
});
