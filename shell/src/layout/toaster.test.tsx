import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, showToast } from '@hearth/shared';
import { renderShell } from '../lib/testing/fixtures';
import { TOAST_DURATION_MS, Toaster } from './toaster';

describe('Toaster', () => {
  afterEach(() => jest.useRealTimers());

  it('shows toasts from the bus with status / alert roles and dismisses them after ~4 s', async () => {
    jest.useFakeTimers();
    await renderShell(<Toaster />);
    act(() => showToast({ kind: 'info', title: 'Sign In Succeed' }));
    act(() =>
      bus.emit('toast', { kind: 'error', title: 'Sign In Failed', message: 'Invalid Username Or Password' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sign In Succeed');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sign In Failed');
    expect(alert).toHaveTextContent('Invalid Username Or Password');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Sign In Succeed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Sign In Succeed')).not.toBeInTheDocument();
    expect(screen.queryByText('Sign In Failed')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button', async () => {
    await renderShell(<Toaster />);
    act(() => showToast({ kind: 'success', title: 'Registration Succeed.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Registration Succeed.')).not.toBeInTheDocument();
  });
});
