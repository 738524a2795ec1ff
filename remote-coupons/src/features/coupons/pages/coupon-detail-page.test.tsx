import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@hearth/shared';
import { installFetchRoutes, renderRemoteRoute, type RecordedRequest } from '@hearth/shared/testing';
import * as remote from '../../../routes';
import { COUPON, okE, okUser, recordBridge, setNativeUser, USER, type Answer } from './page-test-fixtures';

type Routes = Record<string, (r: RecordedRequest) => Answer | Promise<Answer>>;

let restore: () => void = () => undefined;
let submitted: Record<string, string>[] = [];
beforeEach(() => {
  submitted = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const inputs = [...this.querySelectorAll('input')].map((i) => [i.name, i.value] as const);
    submitted.push(Object.fromEntries(inputs));
  });
});
afterEach(() => {
  restore();
  setNativeUser(null);
  jest.restoreAllMocks();
  window.localStorage.clear();
});

const detail =
  (ins: unknown, coupon = COUPON) =>
  () =>
    okE({ coupon, ins });

async function renderDetail(
  routes: Routes,
  { locale = 'en' as Locale, uid = '20101' as string | null } = {},
) {
  setNativeUser(uid);
  const fetch = installFetchRoutes({ 'POST cmis /login/uid': okUser(), ...routes });
  restore = fetch.restore;
  await renderRemoteRoute(remote, '/hybrid/coupon/101', { locale });
  return fetch;
}

const ORDER = {
  order_id: 'HO000007',
  charge_total: '9.99',
  id1: 5001,
  description1: '15% Off Deep Cleaning',
  quantity1: 1,
  price1: '9.99',
  subtotal1: '9.99',
};

describe('CouponDetailPage', () => {
  it('shows the coupon to an anonymous user: register button, defaults, phone link, stored id', async () => {
    const bridge = recordBridge();
    const { requests } = await renderDetail(
      { 'GET coupon /coupon/detailwithIns': detail(null) },
      { uid: null },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '15% Off Deep Cleaning' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Spotless')).toBeInTheDocument();
    expect(screen.getByTestId('coupon-discount')).toHaveTextContent('15% off');
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText('2027-03-31')).toHaveAttribute('datetime', '2027-03-31');
    // Sanitised description, the second picture; no stepper without an instance.
    expect(screen.getByText('inside').tagName).toBe('B');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByAltText('Coupon picture 2')).toHaveAttribute('src', 'http://files.test/c-2.svg');
    expect(screen.queryByRole('heading', { name: 'Coupon progress' })).toBeNull();
    expect(await screen.findByRole('link', { name: '(416) 888-5888' })).toHaveAttribute(
      'href',
      'tel:+14168885888',
    );
    expect(window.localStorage.getItem('couponId')).toBe('101');
    expect(document.title).toBe('Coupon Details');
    expect(requests.map((r) => r.url.pathname)).toEqual(['/coupon/detailwithIns']);
    expect(requests[0]!.url.searchParams.get('partnerId')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Register or Log In' }));
    bridge.stop();
    expect(bridge.calls.map((c) => c.name)).toEqual(['nativeGoRegister']);
  });

  it('falls back to the default name and tagline (Chinese) and shows no discount without its value', async () => {
    const bare = { id: 109, xNameCn: ' ', xNameEn: null, xPrice: '14.99', xCategory: 2 };
    await renderDetail(
      { 'GET coupon /coupon/detailwithIns': detail(null, bare) },
      { locale: 'zh-CN', uid: null },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '家居服务优惠券' })).toBeInTheDocument();
    expect(screen.getByText('会员专享优惠')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '暂无图片' })).toBeInTheDocument();
    expect(screen.queryByTestId('coupon-discount')).toBeNull();
    expect(screen.getByRole('button', { name: '注册或登录' })).toBeInTheDocument();
  });

  it('buys an UNPAID coupon: one order and one transaction however often it is tapped, then the payment post', async () => {
    const { requests } = await renderDetail({
      'GET coupon /coupon/detailwithIns': detail({ id: 5001, xStatus: -1 }),
      'POST trade /order/add': () => okE(ORDER),
      'POST trade /transaction/add': () => okE({ xTransSn: 'TX00000009' }),
    });
    const buy = await screen.findByRole('button', { name: 'Buy Now' });
    expect(requests[1]!.url.searchParams.get('partnerId')).toBe('7101');
    await userEvent.tripleClick(buy);
    await userEvent.click(buy);
    expect(await screen.findByText(/Taking you to the secure payment page/)).toHaveAttribute(
      'role',
      'status',
    );
    const form = screen.getByTestId('payment-form');
    expect(form).toHaveAttribute('action', 'http://payment.test/hpp');
    expect(form).toHaveAttribute('method', 'post');
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      ps_store_id: 'store1',
      hpp_key: 'key1',
      charge_total: '9.99',
      order_id: 'TX00000009',
      cust_id: '7101',
      id1: '5001',
      description1: '15% Off Deep Cleaning',
      email: USER.uEmail,
      quantity1: '1',
      price1: '9.99',
      subtotal1: '9.99',
    });
    const order = requests.filter((r) => r.url.pathname === '/order/add');
    expect(order).toHaveLength(1);
    expect(JSON.parse(order[0]!.body!)).toEqual({
      clientId: 7101,
      clientType: 'C',
      itemList: [{ itemId: 5001, itemType: 'coupon', quantity: 1 }],
    });
    const tx = requests.filter((r) => r.url.pathname === '/transaction/add');
    expect(tx).toHaveLength(1);
    expect(tx[0]!.body).toBe('orderId=HO000007');
  });

  it('does not post when subtotal1 is 0, and says why', async () => {
    await renderDetail({
      'GET coupon /coupon/detailwithIns': detail({ id: 5003, xStatus: -1 }),
      'POST trade /order/add': () => okE({ ...ORDER, charge_total: 0, subtotal1: 0, price1: 0 }),
      'POST trade /transaction/add': () => okE({ xTransSn: 'TX1' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing to pay');
    expect(screen.queryByTestId('payment-form')).toBeNull();
    expect(submitted).toEqual([]);
  });

  it('stops with a visible message when the instance has no id', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = await renderDetail({ 'GET coupon /coupon/detailwithIns': detail({ xStatus: -1 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not ready for purchase');
    expect(requests.some((r) => r.url.pathname === '/order/add')).toBe(false);
    expect(error).toHaveBeenCalled();
  });

  it('shows a failed order with Retry and lets the user try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    await renderDetail({
      'GET coupon /coupon/detailwithIns': detail({ id: 5001, xStatus: -1 }),
      'POST trade /order/add': () =>
        ++calls === 1 ? { body: { errorCode: 3004, errorMsg: 'Out of stock' } } : okE(ORDER),
      'POST trade /transaction/add': () => okE({ xTransSn: 'TX2' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment could not be started');
    expect(alert).toHaveTextContent('Out of stock');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
  });

  it.each([
    [0, 'link', 'Book an Appointment'],
    [1, 'button', 'View Order'],
    [2, 'text', 'Expired'],
    [3, 'text', 'Refunded'],
    [4, 'text', 'Discarded'],
  ] as const)('status %p shows the %p "%s"', async (xStatus, kind, label) => {
    const bridge = recordBridge();
    await renderDetail({ 'GET coupon /coupon/detailwithIns': detail({ id: 5004, xStatus }) });
    if (kind === 'link')
      expect(await screen.findByRole('link', { name: label })).toHaveAttribute(
        'href',
        '/hybrid/services/appointment/5004',
      );
    else if (kind === 'button') await userEvent.click(await screen.findByRole('button', { name: label }));
    else expect(await screen.findByText(label, { selector: 'p' })).toBeInTheDocument();
    // The stepper appears for statuses above 0 only.
    expect(screen.queryAllByRole('heading', { name: 'Coupon progress' })).toHaveLength(xStatus > 0 ? 1 : 0);
    bridge.stop();
    expect(bridge.calls.map((c) => c.name)).toEqual(kind === 'button' ? ['nativeGoOrder'] : []);
  });

  it('alerts a user without a partner id and shows the "get" label', async () => {
    const { requests } = await renderDetail({
      'POST cmis /login/uid': okUser({ ...USER, resPartnerId: null }),
      'GET coupon /coupon/detailwithIns': detail(null),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('not linked to a customer profile');
    expect(screen.getByText('Get this coupon in the app')).toBeInTheDocument();
    expect(requests[1]!.url.searchParams.get('partnerId')).toBeNull();
  });

  it('shows an error with Retry when the coupon cannot be loaded', async () => {
    let failing = true;
    await renderDetail({
      'GET coupon /coupon/detailwithIns': () =>
        failing ? { body: { errorCode: 404, errorMsg: 'No coupon' } } : detail(null)(),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this coupon');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
