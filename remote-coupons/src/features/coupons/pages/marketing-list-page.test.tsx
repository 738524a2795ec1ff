import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useNativeContextStore, type BridgeCallEvent, type Locale } from '@hearth/shared';
import { installFetchRoutes, renderRemoteRoute } from '@hearth/shared/testing';
import type { CouponListItemInput as CouponListItem } from '@hearth/shared/contracts/coupon';
import * as remote from '../../../routes';

const base: CouponListItem = {
  id: 1,
  xNameEn: 'Deep Cleaning',
  xNameCn: '深度清洁',
  xTagline: 'Sparkling home',
  xPrice: 99,
  xExpiredDate: '2031-06-30',
  coverImgs: ['http://files.test/coupons/clean.png'],
  xCategory: 1,
  xDiscountPercent: 15,
  xDiscountAmount: null,
  xRequestedAmount: null,
};

const coupons: CouponListItem[] = [
  base,
  {
    ...base,
    id: 2,
    xNameEn: 'Moving',
    xNameCn: '搬家',
    xPrice: 120.5,
    xCategory: 2,
    xDiscountPercent: null,
    xDiscountAmount: 20,
  },
  {
    ...base,
    id: 3,
    xNameEn: 'Painting',
    xNameCn: '粉刷',
    xCategory: 3,
    xDiscountPercent: null,
    xDiscountAmount: 30,
    xRequestedAmount: 200,
  },
  {
    ...base,
    id: 4,
    xNameEn: 'Inspection',
    xNameCn: '验房',
    xCategory: 3,
    xDiscountPercent: 10,
    xDiscountAmount: null,
    xRequestedAmount: 200,
  },
  {
    ...base,
    id: 5,
    xNameEn: 'Renovation',
    xNameCn: '装修',
    xCategory: 4,
    xDiscountPercent: null,
    xDiscountAmount: 50,
    xRequestedAmount: 500,
  },
  {
    ...base,
    id: 6,
    xNameEn: null,
    xNameCn: '  ',
    xTagline: null,
    coverImgs: [],
    xCategory: 2,
    xDiscountPercent: null,
    xDiscountAmount: 12.5,
  },
];

type Answer = { status?: number; body: unknown };
const ok = (list: CouponListItem[]) => (): Answer => ({
  body: { errorCode: 200, errorMsg: null, data: { list, total: list.length } },
});

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  useNativeContextStore.setState({ fjjUserId: null });
  delete window.webkit;
});

async function renderPage(locale: Locale, handler: () => Answer = ok(coupons)) {
  const fetch = installFetchRoutes({ 'GET coupon /coupon/list': handler });
  restore = fetch.restore;
  // The remote's real `./routes` at the page's URL, as the shell renders it (prefetch on match, lazy page).
  const view = await renderRemoteRoute(remote, '/hybrid/coupon/marketing/list', { locale });
  return { ...fetch, view };
}

const discounts = async () =>
  (await screen.findAllByTestId('coupon-discount')).map((el) => el.textContent?.replace(/^.*?: /, ''));

describe('MarketingListPage', () => {
  it('asks for published coupons, page 1, 6 per page', async () => {
    const { requests } = await renderPage('en');
    await screen.findByText('Deep Cleaning');
    expect(requests).toHaveLength(1);
    const params = requests[0]!.url.searchParams;
    expect(Object.fromEntries(params)).toEqual({ status: '2', pageNum: '1', pageSize: '6' });
  });

  it('shows English cards: name, tagline, price, expiry, cover, link, defaults', async () => {
    await renderPage('en');
    const link = await screen.findByRole('link', { name: 'Deep Cleaning' });
    expect(link).toHaveAttribute('href', '/hybrid/coupon/1');
    // The link is the name; its card (the list item) holds the rest.
    const cardItem = link.closest('li')!;
    const card = within(cardItem);
    expect(card.getByText('Sparkling home')).toBeInTheDocument();
    expect(card.getByText('$99')).toBeInTheDocument();
    expect(card.getByText('2031-06-30')).toHaveAttribute('datetime', '2031-06-30');
    expect(cardItem.querySelector('img')).toHaveAttribute('src', 'http://files.test/coupons/clean.png');
    expect(screen.getByText('$120.50')).toBeInTheDocument();

    const fallback = within(screen.getByRole('link', { name: 'Home Service Coupon' }).closest('li')!);
    expect(fallback.getByText('An exclusive offer for our members')).toBeInTheDocument();
    expect(fallback.getByRole('img', { name: 'No picture available' })).toBeInTheDocument();
    expect(document.title).toBe('Coupons');
  });

  it('words the discount of all four categories in English', async () => {
    await renderPage('en');
    expect(await discounts()).toEqual([
      '15% off',
      '$20 off',
      '$30 off over $200',
      '10% off over $200',
      '$50 off over $500',
      '$12.50 off',
    ]);
  });

  it('words the discount of all four categories in Chinese, with Chinese names', async () => {
    await renderPage('zh-CN');
    expect(await discounts()).toEqual([
      '立减15%',
      '立减$20',
      '满$200减$30',
      '满$200减10%',
      '满$500减$50',
      '立减$12.50',
    ]);
    expect(screen.getByRole('link', { name: '深度清洁' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '家居服务优惠券' })).toBeInTheDocument();
    expect(screen.getAllByText('有效期至', { exact: false })).toHaveLength(6);
  });

  it('shows the header variant of the locale', async () => {
    const first = await renderPage('en');
    const en = (
      await screen.findByAltText('Home service coupons: exclusive savings for members')
    ).getAttribute('src');
    restore();
    first.view.unmount();
    await renderPage('zh-CN');
    const zh = (await screen.findByAltText('家居服务优惠券：会员专享优惠')).getAttribute('src');
    expect(en).toMatch(/^data:image\/svg\+xml/);
    expect(zh).toMatch(/^data:image\/svg\+xml/);
    expect(zh).not.toBe(en);
  });

  it('sends an unknown user to the native register page (web fallback through the bus)', async () => {
    const calls: BridgeCallEvent[] = [];
    const onCall = (event: BridgeCallEvent) => calls.push(event);
    bus.on('bridge:call', onCall);
    await renderPage('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Register or Log In' }));
    bus.off('bridge:call', onCall);
    expect(calls.filter((c) => c.name !== 'nativeSetNavTitle')).toEqual([
      { name: 'nativeGoRegister', platform: 'web', payload: undefined },
    ]);
  });

  it('sends a known user to the native me page (iOS message handler)', async () => {
    const postMessage = jest.fn();
    window.webkit = { messageHandlers: { nativeGoMe: { postMessage } } };
    useNativeContextStore.setState({ fjjUserId: '30001' });
    await renderPage('zh-CN');
    await userEvent.click(await screen.findByRole('button', { name: '我的优惠券' }));
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('shows an error with Retry on a non-200 errorCode, and recovers', async () => {
    let calls = 0;
    const { requests } = await renderPage('en', () =>
      ++calls === 1 ? { body: { errorCode: 500, errorMsg: 'boom' } } : ok(coupons.slice(0, 1))(),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the coupons');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Deep Cleaning')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('shows an error on an HTTP failure and an empty notice on no coupons', async () => {
    const first = await renderPage('en', () => ({ status: 500, body: {} }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toBeInTheDocument();
    restore();
    first.view.unmount();
    await renderPage('en', ok([]));
    expect(await screen.findByText(/No coupons are available/)).toBeInTheDocument();
  });
});
