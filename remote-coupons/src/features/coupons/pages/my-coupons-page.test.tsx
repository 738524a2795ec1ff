import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@hearth/shared';
import { installFetchRoutes, renderRemoteRoute, type RecordedRequest } from '@hearth/shared/testing';
import type { MyCouponInput } from '@hearth/shared/contracts/coupon';
import * as remote from '../../../routes';
import { okE, okUser, recordBridge, setNativeUser, USER, type Answer } from './page-test-fixtures';

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  setNativeUser(null);
});

const item = (insid: number, insstatus: number, extra: Partial<MyCouponInput> = {}): MyCouponInput => ({
  couponid: 100 + (insid % 100),
  couponnameen: `Coupon ${insid}`,
  couponnamecn: `优惠券${insid}`,
  coupontagline: 'Tagline',
  couponexpireddate: '2027-06-30',
  xcoverimages: JSON.stringify([`http://files.test/${insid}.svg`]),
  xprice: 9.99,
  xcategory: 1,
  xdiscountpercent: 20,
  insstatus,
  insid,
  ...extra,
});

// Page 1: 10 instances (every status, a bad cover value); page 2: 2 more.
const PAGE1 = [
  item(5001, -1),
  item(5002, 0),
  item(5003, 1),
  item(5004, 2),
  item(5005, 3),
  item(5006, 4),
  item(5007, 0, { xcoverimages: '[' }),
  item(5008, 0),
  item(5009, 0),
  item(5010, 0),
];
const PAGE2 = [item(5011, 0, { couponnameen: 'Last Page Coupon' }), item(5012, 2)];

function pages(total: number | null = 12) {
  return (r: RecordedRequest): Answer => {
    const pageNum = Number(r.url.searchParams.get('pageNum'));
    return okE({ list: pageNum === 1 ? PAGE1 : PAGE2, ...(total === null ? {} : { total }) });
  };
}

async function renderMy(
  routes: Record<string, (r: RecordedRequest) => Answer>,
  locale: Locale = 'en',
  uid: string | null = '20101',
) {
  setNativeUser(uid);
  const fetch = installFetchRoutes({ 'POST cmis /login/uid': okUser(), ...routes });
  restore = fetch.restore;
  await renderRemoteRoute(remote, '/hybrid/coupon/my/coupons', { locale });
  return fetch;
}

const cardOf = (name: string) => within(screen.getByRole('link', { name }).closest('li')!);

describe('MyCouponsPage', () => {
  it('shows the valid tab by default with the card actions; a bad cover value gives the placeholder', async () => {
    const { requests } = await renderMy({ 'GET coupon /coupon/instance/mycoupon': pages() });
    expect(await screen.findByRole('tab', { name: 'Valid Coupons', selected: true })).toBeInTheDocument();
    expect(document.title).toBe('My Coupons');
    const mine = requests.find((r) => r.url.pathname === '/coupon/instance/mycoupon')!;
    expect(Object.fromEntries(mine.url.searchParams)).toEqual({
      partnerId: '7101',
      pageNum: '1',
      pageSize: '10',
    });
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getAllByRole('listitem')).toHaveLength(6);
    expect(cardOf('Coupon 5001').getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    expect(cardOf('Coupon 5002').getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute(
      'href',
      '/hybrid/services/appointment/5002',
    );
    expect(screen.getByRole('link', { name: 'Coupon 5002' })).toHaveAttribute('href', '/hybrid/coupon/102');
    const bad = cardOf('Coupon 5007');
    expect(bad.getByRole('img', { name: 'No picture available' })).toBeInTheDocument();
    expect(bad.getByText('Tagline')).toBeInTheDocument();
    expect(bad.getByTestId('coupon-discount')).toHaveTextContent('20% off');
  });

  it('shows invalid cards that cannot be opened, with view order for USED', async () => {
    const bridge = recordBridge();
    await renderMy({ 'GET coupon /coupon/instance/mycoupon': pages() });
    await userEvent.click(await screen.findByRole('tab', { name: 'Invalid Coupons' }));
    expect(screen.getByRole('tab', { name: 'Invalid Coupons' })).toHaveAttribute('aria-selected', 'true');
    const names = within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(names.map((n) => n.textContent)).toEqual([
      'Coupon 5003',
      'Coupon 5004',
      'Coupon 5005',
      'Coupon 5006',
    ]);
    for (const name of names) {
      expect(name).toHaveAttribute('aria-disabled', 'true');
      expect(name).not.toHaveAttribute('href');
      expect(name.tabIndex).toBe(-1);
    }
    expect(screen.getByText('Expired', { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Order' }));
    bridge.stop();
    expect(bridge.calls.map((c) => c.name)).toEqual(['nativeGoOrder']);
    // Arrow keys move between the tabs.
    await userEvent.click(screen.getByRole('tab', { name: 'Invalid Coupons' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Valid Coupons' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Valid Coupons' })).toHaveAttribute('aria-selected', 'true');
  });

  it('loads more, 10 at a time, until the end (with or without total)', async () => {
    for (const total of [12, null]) {
      const { requests } = await renderMy({ 'GET coupon /coupon/instance/mycoupon': pages(total) });
      await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
      expect(await screen.findByRole('link', { name: 'Last Page Coupon' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
      const asked = requests.filter((r) => r.url.pathname === '/coupon/instance/mycoupon');
      expect(asked.map((r) => r.url.searchParams.get('pageNum'))).toEqual(['1', '2']);
      restore();
      document.body.innerHTML = '';
    }
  });

  it('asks an unknown user to register (native) and a user without partner sees the alert', async () => {
    const bridge = recordBridge();
    await renderMy({}, 'zh-CN', null);
    await userEvent.click(await screen.findByRole('button', { name: '注册或登录' }));
    bridge.stop();
    expect(bridge.calls.map((c) => c.name)).toEqual(['nativeGoRegister']);
    restore();
    document.body.innerHTML = '';
    const { requests } = await renderMy({ 'POST cmis /login/uid': okUser({ ...USER, resPartnerId: null }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('not linked to a customer profile');
    expect(requests.some((r) => r.url.pathname === '/coupon/instance/mycoupon')).toBe(false);
  });

  it('shows the empty state (Chinese) and an error with Retry', async () => {
    await renderMy({ 'GET coupon /coupon/instance/mycoupon': () => okE({ list: [], total: 0 }) }, 'zh-CN');
    expect(await screen.findByText('您暂无有效的优惠券。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看看优惠券' })).toHaveAttribute(
      'href',
      '/hybrid/coupon/marketing/list',
    );
    restore();
    document.body.innerHTML = '';
    let failing = true;
    await renderMy({
      'GET coupon /coupon/instance/mycoupon': (r) => (failing ? { status: 500, body: {} } : pages()(r)),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(6));
  });
});
