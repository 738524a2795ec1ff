import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchRoutes } from '@hearth/shared/testing';
import { bus, useAppStore, useSessionStore, type ToastEvent } from '@hearth/shared';
import { renderShell, resetStores } from '../../lib/testing/fixtures';
import { SignInHost } from './sign-in-host';
import { useSignInCardStore } from './sign-in-store';

async function openCard(tab: 'sign-in' | 'register' = 'sign-in') {
  await renderShell(<SignInHost />);
  act(() => bus.emit('auth:open-sign-in', { tab }));
  return screen.findByRole('dialog', { name: 'Welcome' });
}

async function type(label: string, text: string) {
  await userEvent.type(screen.getByLabelText(label), text);
}

describe('Sign-in card', () => {
  let restore = () => {};
  const toasts: ToastEvent[] = [];
  const onToast = (t: ToastEvent) => toasts.push(t);
  beforeEach(() => {
    resetStores();
    useSignInCardStore.setState({ open: false, tab: 'sign-in' });
    toasts.length = 0;
    bus.on('toast', onToast);
  });
  afterEach(() => {
    restore();
    bus.off('toast', onToast);
  });

  it('opens from auth:open-sign-in over a blurred page, with both tabs and the hints', async () => {
    const dialog = await openCard();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(useAppStore.getState().bgBlur).toBe(true);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('You can sign in with your app account or website account.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'New Account' }));
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /receive emails/ })).not.toBeChecked();
    expect(screen.getByText('One account works on both the app and the website.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useAppStore.getState().bgBlur).toBe(false);
  });

  it('validates sign-in inline and keeps what was typed', async () => {
    const routes = installFetchRoutes({});
    restore = routes.restore;
    await openCard();
    await type('Username', 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Username Or Password Can Not Be Empty');
    expect(screen.getByLabelText('Username')).toHaveValue('ann@example.com');
    expect(routes.requests).toHaveLength(0);
  });

  it('signs in: posts {keyword, password, ltype 0}, stores the client, toasts, removes the blur', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const routes = installFetchRoutes({
      'POST cmis /login/signin': async () => {
        await gate;
        return { body: { code: 200, data: { uImg: 'http://files.test/ann.jpg', uName: 'Ann', uid: 9 } } };
      },
    });
    restore = routes.restore;
    await openCard();
    await type('Username', ' ann@example.com ');
    await type('Password', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(routes.requests[0]!.body!)).toEqual({
      keyword: 'ann@example.com',
      password: 'secret',
      ltype: 0,
    });
    expect(useSessionStore.getState().client).toEqual({ uImg: 'http://files.test/ann.jpg', uName: 'Ann' });
    expect(toasts).toContainEqual({ kind: 'info', title: 'Sign In Succeed' });
    expect(useAppStore.getState().bgBlur).toBe(false);
  });

  it('signs in with one request per submit: two submits in one tick, then a double click while pending', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const routes = installFetchRoutes({
      'POST cmis /login/signin': async () => {
        await gate;
        return { body: { code: 200, data: { uImg: null, uName: 'Ann', uid: 9 } } };
      },
    });
    restore = routes.restore;
    await openCard();
    await type('Username', 'ann@example.com');
    await type('Password', 'secret');
    const form = screen.getByRole('button', { name: 'Sign In' }).closest('form')!;
    // Both submits run before React re-renders: the mutation cache's pending state refuses the second.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    await userEvent.dblClick(busy);
    expect(routes.requests).toHaveLength(1);
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(routes.requests).toHaveLength(1);
    expect(toasts.filter((t) => t.title === 'Sign In Succeed')).toHaveLength(1);
  });

  it('a double click on Sign In sends one request (the answer still pending at the second click)', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const routes = installFetchRoutes({
      'POST cmis /login/signin': async () => {
        await gate;
        return { body: { code: 401, msg: 'Invalid Username Or Password' } };
      },
    });
    restore = routes.restore;
    await openCard();
    await type('Username', 'ann@example.com');
    await type('Password', 'wrong');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Sign In' }));
    expect(routes.requests).toHaveLength(1);
    release();
    await waitFor(() => expect(toasts.some((t) => t.title === 'Sign In Failed')).toBe(true));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(routes.requests).toHaveLength(1);
  });

  it('wrong credentials: toast "Sign In Failed" / "Invalid Username Or Password", card stays', async () => {
    restore = installFetchRoutes({
      'POST cmis /login/signin': () => ({ body: { code: 401, msg: 'Invalid Username Or Password' } }),
    }).restore;
    await openCard();
    await type('Username', 'ann@example.com');
    await type('Password', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        title: 'Sign In Failed',
        message: 'Invalid Username Or Password',
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(useSessionStore.getState().client).toBeNull();
  });

  it('network failure: the shared error message inline, form kept', async () => {
    restore = installFetchRoutes({}).restore;
    await openCard();
    await type('Username', 'ann@example.com');
    await type('Password', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
  });

  it.each([
    [{ email: '' }, 'Email Address Is Empty'],
    [{ email: 'not-an-email' }, 'Invalid Email Address'],
    [{ password: '' }, 'Password Is Empty'],
    [{ confirm: 'other' }, 'Your password and confirmation password do not match'],
  ])('registration %o → "%s"', async (change, message) => {
    const routes = installFetchRoutes({});
    restore = routes.restore;
    const values = { email: 'ann@example.com', password: 'pw1', confirm: 'pw1', ...change };
    await openCard('register');
    if (values.email) await type('Email', values.email);
    if (values.password) await type('Password', values.password);
    if (values.confirm) await type('Confirm Password', values.confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(routes.requests).toHaveLength(0);
  });

  it('registers with the spec payload; code 300 says the e-mail is used', async () => {
    const routes = installFetchRoutes({
      'POST cmis /regis/rgs': () => ({ body: { code: 300, msg: 'used' } }),
    });
    restore = routes.restore;
    await openCard('register');
    await type('Email', 'ann@example.com');
    await type('Password', 'pw1');
    await type('Confirm Password', 'pw1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email Has Been Used. Please Feel Free To Contact Us, If There Is Any Question.',
    );
    expect(JSON.parse(routes.requests[0]!.body!)).toEqual({
      keyword: 'ann@example.com',
      password: 'pw1',
      type: 1,
      ltype: 0,
      comfirmPassword: 'pw1',
      countryId: 38,
    });
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
  });

  it('registers with one request per submit (double submit and double click)', async () => {
    let release = () => {};
    let gate = new Promise<void>((resolve) => (release = resolve));
    const routes = installFetchRoutes({
      'POST cmis /regis/rgs': async () => {
        await gate;
        return { body: { code: 300, msg: 'used' } };
      },
    });
    restore = routes.restore;
    await openCard('register');
    await type('Email', 'ann@example.com');
    await type('Password', 'pw1');
    await type('Confirm Password', 'pw1');
    const form = screen.getByRole('button', { name: 'Create Account' }).closest('form')!;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    const busy = await screen.findByRole('button', { name: 'Creating Account...' });
    expect(busy).toBeDisabled();
    await userEvent.dblClick(busy);
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email Has Been Used');
    expect(routes.requests).toHaveLength(1);

    // Idle again: a double click (answer pending at the second click) is one more request.
    gate = new Promise<void>((resolve) => (release = resolve));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Create Account' }));
    expect(routes.requests).toHaveLength(2);
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email Has Been Used');
    expect(routes.requests).toHaveLength(2);
  });

  it('registration code 200: "Registration Succeed." and the card closes', async () => {
    restore = installFetchRoutes({
      'POST cmis /regis/rgs': () => ({ body: { code: 200, data: { uid: 5, uName: 'ann' } } }),
    }).restore;
    await openCard('register');
    await type('Email', 'ann@example.com');
    await type('Password', 'pw1');
    await type('Confirm Password', 'pw1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts).toContainEqual({ kind: 'success', title: 'Registration Succeed.' });
    expect(useAppStore.getState().bgBlur).toBe(false);
  });
});
