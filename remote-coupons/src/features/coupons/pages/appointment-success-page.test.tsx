import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemoteRoute } from '@hearth/shared/testing';
import * as remote from '../../../routes';
import { recordBridge, setNativeUser } from './page-test-fixtures';

afterEach(() => setNativeUser(null));

describe('AppointmentSuccessPage', () => {
  it('inside the app goes to the native order page after 2 s; buttons: my coupons, back to the app', async () => {
    setNativeUser('20101');
    const bridge = recordBridge();
    await renderRemoteRoute(remote, '/hybrid/services/appointment/success', { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment booked' })).toBeInTheDocument();
    expect(bridge.calls).toEqual([]);
    await waitFor(() => expect(bridge.calls.map((c) => c.name)).toEqual(['nativeGoOrder']), {
      timeout: 3000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back to the App' }));
    bridge.stop();
    expect(bridge.calls.map((c) => c.name)).toEqual(['nativeGoOrder', 'nativeClose']);
    await userEvent.click(screen.getByRole('button', { name: 'My Coupons' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/hybrid/coupon/my/coupons');
  });
});
