import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchRoutes, renderRemoteRoute } from '@hearth/shared/testing';
import * as remote from '../../../routes';
import { COUPON, okE, recordBridge, setNativeUser } from './page-test-fixtures';

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  setNativeUser(null);
});

async function renderShare(locale: 'en' | 'zh-CN' = 'en') {
  const fetch = installFetchRoutes({ 'GET coupon /coupon/detailwithIns': () => okE({ coupon: COUPON }) });
  restore = fetch.restore;
  await renderRemoteRoute(remote, '/hybrid/coupon/share/101', { locale });
  return fetch;
}

describe('CouponSharePage', () => {
  it('shows the read-only card and registers an outsider (native register)', async () => {
    const bridge = recordBridge();
    const { requests } = await renderShare();
    expect(await screen.findByRole('heading', { level: 1, name: 'A coupon for you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '15% Off Deep Cleaning' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByTestId('coupon-discount')).toHaveTextContent('15% off');
    expect(screen.getByRole('link', { name: 'Download the Hearth app' })).toHaveAttribute(
      'href',
      '/download-app',
    );
    expect(requests[0]!.url.searchParams.get('partnerId')).toBeNull();
    expect(document.title).toBe('Shared Coupon');
    await userEvent.click(screen.getByRole('button', { name: 'Register or Log In to Get It' }));
    bridge.stop();
    expect(bridge.calls.map((c) => c.name)).toEqual(['nativeGoRegister']);
  });

  it('offers an app user to open the coupon (Chinese)', async () => {
    setNativeUser('20101');
    await renderShare('zh-CN');
    expect(await screen.findByRole('link', { name: '打开优惠券' })).toHaveAttribute(
      'href',
      '/hybrid/coupon/101',
    );
    expect(screen.getByRole('link', { name: '深度清洁八五折' })).toBeInTheDocument();
  });
});
