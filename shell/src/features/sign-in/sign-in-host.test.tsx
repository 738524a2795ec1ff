import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@hearth/shared';
import { renderShell, resetStores } from '../../lib/testing/fixtures';
import { SignInHost } from './sign-in-host';
import { useSignInCardStore } from './sign-in-store';

// The card's chunk: the first load fails (as a chunk whose request failed), the next one loads the card.
const mockLoads = { count: 0 };
jest.mock('./sign-in-card', () => {
  mockLoads.count += 1;
  if (mockLoads.count === 1) throw new Error('Loading chunk sign-in failed.');
  return jest.requireActual('./sign-in-card');
});

describe('Sign-in host: the card is its own chunk, loaded when it first opens', () => {
  beforeEach(() => {
    resetStores();
    useSignInCardStore.setState({ open: false, tab: 'sign-in' });
  });

  it('asks for nothing until it opens; a failed load shows the error with Retry, and Retry loads the card', async () => {
    await renderShell(<SignInHost />);
    expect(mockLoads.count).toBe(0);
    act(() => bus.emit('auth:open-sign-in', { tab: 'register' }));
    const failed = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(failed).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'New Account' })).toHaveAttribute('aria-selected', 'true');
    expect(mockLoads.count).toBe(2);
  });
});
