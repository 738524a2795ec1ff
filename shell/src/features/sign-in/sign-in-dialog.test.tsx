import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore } from '@hearth/shared';
import { renderShell, resetStores } from '../../lib/testing/fixtures';
import { SignInHost } from './sign-in-host';
import { useSignInCardStore } from './sign-in-store';

describe('Sign-in card as a native modal <dialog>', () => {
  // jsdom has HTMLDialogElement without showModal/close: a minimal stand-in records the calls (the browser's
  // inert page and focus trap are covered by e2e/tests/dialogs.spec.ts).
  const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  const showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  });
  beforeAll(() => {
    proto.showModal = showModal;
    proto.close = close;
  });
  afterAll(() => {
    delete proto.showModal;
    delete proto.close;
  });
  beforeEach(() => {
    resetStores();
    useSignInCardStore.setState({ open: false, tab: 'sign-in' });
    showModal.mockClear();
    close.mockClear();
  });

  async function openFromButton() {
    await renderShell(
      <>
        <button type="button" onClick={() => useSignInCardStore.getState().openCard('sign-in')}>
          Open
        </button>
        <SignInHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    return { opener, dialog: await screen.findByRole('dialog', { name: 'Welcome' }) };
  }

  it('opens with showModal, focus inside; Escape closes it and gives focus back to the opener', async () => {
    const { opener, dialog } = await openFromButton();
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.type(screen.getByLabelText('Username'), 'ann');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useAppStore.getState().bgBlur).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('Tab and Shift+Tab wrap around inside the card', async () => {
    const { dialog } = await openFromButton();
    const closeButton = screen.getByRole('button', { name: 'Close' });
    const items = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]), input, [tabindex="0"]')];
    const last = items[items.length - 1]!;
    last.focus();
    await userEvent.tab();
    expect(closeButton).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('the Close button closes it and gives focus back to the opener', async () => {
    const { opener } = await openFromButton();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("the browser's cancel (a close request) and its own close both close the card", async () => {
    const first = await openFromButton();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void first.dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(useSignInCardStore.getState().open).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(first.opener);
    act(() => (screen.getByRole('dialog', { name: 'Welcome' }) as HTMLDialogElement).close());
    expect(useSignInCardStore.getState().open).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
