import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@hearth/shared';
import { renderRemoteRoute } from '@hearth/shared/testing';
import * as remote from '../../../routes';
import { recordBridge, setNativeUser } from './page-test-fixtures';

afterEach(() => {
  setNativeUser(null);
  window.localStorage.clear();
});

const render = (url: string, locale: Locale = 'en') => renderRemoteRoute(remote, url, { locale });

describe('PaymentStatusPage', () => {
  it('success: view appointment (id1) and my coupons', async () => {
    setNativeUser('20101');
    await render('/hybrid/coupon/payment/success?id1=5001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(document.title).toBe('Payment');
    await userEvent.click(screen.getByRole('button', { name: 'View Appointment' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/hybrid/services/appointment/5001');
  });

  it('success without id1: both buttons lead to my coupons (Chinese)', async () => {
    setNativeUser('20101');
    await render('/hybrid/coupon/payment/success', 'zh-CN');
    await userEvent.click(await screen.findByRole('button', { name: '查看预约' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/hybrid/coupon/my/coupons');
  });

  it('cancel and fail show the error and a way back to the coupon last opened', async () => {
    setNativeUser('20101');
    window.localStorage.setItem('couponId', '102');
    const view = await render('/hybrid/coupon/payment/cancel?id1=5002');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the coupon' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/hybrid/coupon/102');
    view.unmount();
    window.localStorage.clear();
    await render('/hybrid/coupon/payment/fail', 'zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: '支付失败' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '我的优惠券' })).toBeInTheDocument();
  });

  it('sends a user without fjjUserId to the native register page', async () => {
    const bridge = recordBridge();
    await render('/hybrid/coupon/payment/success?id1=5001');
    await userEvent.click(await screen.findByRole('button', { name: 'My Coupons' }));
    bridge.stop();
    expect(bridge.calls.map((c) => c.name)).toEqual(['nativeGoRegister']);
    expect(screen.getByTestId('location')).toHaveTextContent('/hybrid/coupon/payment/success');
  });

  it('shows the 404 page for any other status', async () => {
    await render('/hybrid/coupon/payment/refunded');
    expect(await screen.findByText('not found page')).toBeInTheDocument();
  });
});
