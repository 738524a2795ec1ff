import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hearth/shared/router';
import {
  bus,
  installNativeContext,
  nativeBridge,
  useAppStore,
  useLocaleStore,
  useNativeContextStore,
  useSiteStore,
  i18n,
} from '@hearth/shared';
import { lily, renderShell, resetStores } from '../lib/testing/fixtures';
import { AppLayout } from './app-layout';
import { loadPublicChrome, preloadPublicChrome } from './use-public-chrome';
import { matchRoute } from '../route-table/route-table';
import { chromeVisibility } from './chrome-visibility';

// The chrome chunks: each counted when it is asked for.
const mockChromeLoads = { agent: 0, www: 0 };
jest.mock('./agent-chrome', () => {
  mockChromeLoads.agent += 1;
  return jest.requireActual('./agent-chrome');
});
jest.mock('./portal-chrome', () => {
  mockChromeLoads.www += 1;
  return jest.requireActual('./portal-chrome');
});

function renderLayout(route: string) {
  return renderShell(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<p>Page body</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

const shown = () => ({
  header: screen.queryByRole('banner') !== null,
  banner: screen.queryByTestId('app-banner') !== null,
  footer: screen.queryByRole('contentinfo') !== null,
});

describe('chromeVisibility (spec layout, from the dev remotes.json prefixes)', () => {
  const agent = (banner: boolean) => ({ header: 'agent', banner, footer: 'agent' });
  const none = { header: null, banner: false, footer: null };
  it.each([
    ['/', false, agent(true)],
    ['/blogs', false, agent(true)],
    ['/listings', false, agent(false)],
    ['/listing/x', false, agent(false)],
    ['/map', false, none],
    ['/hybrid/coupon/1', false, none],
    ['/hybrid/success', false, none],
    // an unknown /hybrid/ path is a 404 page: normal chrome
    ['/hybrid/unknown-thing', false, agent(true)],
    ['/', true, { header: 'www', banner: false, footer: 'www' }],
    ['/listings', true, { header: 'www', banner: false, footer: 'www' }],
    ['/map', true, none],
    ['/hybrid/coupon/1', true, none],
  ])('%s (www=%s)', (path, www, expected) => {
    expect(chromeVisibility(matchRoute(path).chrome, www)).toEqual(expected);
  });

  it('follows the page chrome, whatever the path', () => {
    expect(chromeVisibility({ hybrid: false, header: true, banner: false, footer: false }, false)).toEqual({
      header: 'agent',
      banner: false,
      footer: null,
    });
    expect(chromeVisibility({ hybrid: true, header: true, banner: true, footer: true }, true)).toEqual({
      header: 'www',
      banner: false,
      footer: 'www',
    });
  });
});

// First in the file: the chunks are not loaded yet.
describe('the chrome chunks', () => {
  beforeEach(() => {
    resetStores();
    useSiteStore.setState({ status: 'ready', mode: 'agent', agent: lily });
  });

  it('a hybrid page never asks for one, not even once rendered', async () => {
    await preloadPublicChrome('/hybrid/coupon/1', 'agent');
    await renderLayout('/hybrid/coupon/1');
    expect(screen.getByText('Page body')).toBeInTheDocument();
    expect(mockChromeLoads).toEqual({ agent: 0, www: 0 });
  });

  it("a public page not preloaded (reached from a hybrid one) shows its site's chrome once the layout has loaded it", async () => {
    await renderLayout('/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(mockChromeLoads).toEqual({ agent: 1, www: 0 });
  });

  it("the portal's pages load the portal's chrome", async () => {
    useSiteStore.setState({ mode: 'www', agent: null });
    await renderLayout('/');
    expect(await screen.findByRole('navigation', { name: 'Site navigation' })).toBeInTheDocument();
    expect(mockChromeLoads).toEqual({ agent: 1, www: 1 });
  });
});

describe('AppLayout', () => {
  // As the start-up does before its first render (a test's site is an agent's or the portal).
  beforeAll(() => Promise.all([loadPublicChrome('agent'), loadPublicChrome('www')]));
  beforeEach(() => {
    resetStores();
    useSiteStore.setState({ status: 'ready', mode: 'agent', agent: lily });
  });

  it.each([
    ['/', 'agent', { header: true, banner: true, footer: true }],
    ['/listings', 'agent', { header: true, banner: false, footer: true }],
    ['/listing/x', 'agent', { header: true, banner: false, footer: true }],
    ['/map', 'agent', { header: false, banner: false, footer: false }],
    ['/hybrid/coupon/1', 'agent', { header: false, banner: false, footer: false }],
    ['/hybrid/unknown-thing', 'agent', { header: true, banner: true, footer: true }],
  ] as const)('on %s (%s) shows %o', async (route, mode, expected) => {
    useSiteStore.setState({ mode, agent: lily });
    await renderLayout(route);
    expect(screen.getByText('Page body')).toBeInTheDocument();
    expect(shown()).toEqual(expected);
    if (expected.header) await screen.findByRole('link', { name: /\(416\) 555-0142/ });
  });

  it('www mode: the portal navigation and footer instead of the agent chrome', async () => {
    useSiteStore.setState({ mode: 'www', agent: null });
    await renderLayout('/');
    expect(shown()).toEqual({ header: true, banner: false, footer: true });
    const nav = screen.getByRole('navigation', { name: 'Site navigation' });
    for (const name of ['Home', 'Download', 'News', 'About Us', 'Contact Us']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of ['Buy', 'Sell']) {
      expect(within(nav).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Sign In or Join' })).toBeInTheDocument();
    expect(screen.queryByText('Lily Chen')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Admin/ })).not.toBeInTheDocument();
  });

  it('header: avatar, name, national phone with E.164 tel link, nav links', async () => {
    await renderLayout('/');
    expect(screen.getByRole('img', { name: 'Photo of Lily Chen' })).toHaveAttribute(
      'src',
      'http://files.test/lily.jpg',
    );
    expect(screen.getByText('Lily Chen')).toBeInTheDocument();
    const tel = await screen.findByRole('link', { name: /\(416\) 555-0142/ });
    expect(tel).toHaveAttribute('href', 'tel:+14165550142');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav.querySelector('a[href="/"]')).toHaveTextContent('Home');
    expect(nav.querySelector('a[href="/listings"]')).toHaveTextContent('Listings');
    expect(nav.querySelector('a[href="/blogs"]')).toHaveTextContent('Blog');
  });

  it('footer: admin in a new tab with rel=noopener, copyright to the www site, mobile padding', async () => {
    await renderLayout('/');
    await screen.findByRole('link', { name: /\(416\) 555-0142/ });
    const admin = screen.getByRole('link', { name: /Admin/ });
    expect(admin).toHaveAttribute('href', 'http://admin.localhost:3000/');
    expect(admin).toHaveAttribute('target', '_blank');
    expect(admin).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: '© 2019 Hearth' })).toHaveAttribute(
      'href',
      'http://www.localhost:3000/',
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).not.toHaveClass('app-footer--mobile');
    act(() => {
      window.innerWidth = 500;
      window.dispatchEvent(new Event('resize'));
    });
    expect(useAppStore.getState().windowWidth).toBe(500);
    // footer.css: `.app-footer--mobile { padding-bottom: 76px }` (a class: no inline style in server markup).
    expect(footer).toHaveClass('app-footer--mobile');
    act(() => {
      window.innerWidth = 1024;
      window.dispatchEvent(new Event('resize'));
    });
  });

  it('shows the full-screen spinner while fetch:start outnumbers fetch:end', async () => {
    await renderLayout('/hybrid/coupon/1');
    expect(screen.queryByTestId('global-spinner')).not.toBeInTheDocument();
    act(() => {
      bus.emit('fetch:start');
      bus.emit('fetch:start');
    });
    expect(screen.getByTestId('global-spinner')).toBeInTheDocument();
    act(() => bus.emit('fetch:end'));
    expect(screen.getByTestId('global-spinner')).toBeInTheDocument();
    act(() => bus.emit('fetch:end'));
    expect(screen.queryByTestId('global-spinner')).not.toBeInTheDocument();
    expect(useAppStore.getState().isFetching).toBe(0);
  });

  it('mirrors the locale store (written by anyone) into <html lang> and i18next', async () => {
    await renderLayout('/hybrid/coupon/1');
    expect(document.documentElement.lang).toBe('en');
    act(() => useLocaleStore.getState().setLocale('zh-CN'));
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(i18n.language).toBe('zh-CN');
    act(() => useLocaleStore.getState().setLocale('en'));
    await waitFor(() => expect(i18n.language).toBe('en'));
  });

  it('on hybrid pages follows the native context language live (1 English, else Chinese)', async () => {
    installNativeContext('?language=1');
    await renderLayout('/hybrid/coupon/1');
    act(() => window.runSetEpicContext?.({ language: '0' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    act(() => useNativeContextStore.getState().setContext({ language: '1' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('opens the sign-in card from the header link and from the bridge web fallback, blurring the page', async () => {
    await renderLayout('/');
    await screen.findByRole('link', { name: /\(416\) 555-0142/ });
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign In' })[0]!);
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    expect(useAppStore.getState().bgBlur).toBe(true);
    expect(screen.getByTestId('app-page')).toHaveClass('is-blurred');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useAppStore.getState().bgBlur).toBe(false);

    act(() => void nativeBridge.goRegister());
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('shows the signed-in client with a Logout action', async () => {
    const { useSessionStore } = await import('@hearth/shared');
    useSessionStore.setState({ client: { uImg: 'http://files.test/me.jpg', uName: 'Ann' } });
    await renderLayout('/');
    await screen.findByRole('link', { name: /\(416\) 555-0142/ });
    const [menu] = screen.getAllByRole('button', { name: 'Account menu for Ann' });
    await userEvent.click(menu!);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(useSessionStore.getState().client).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Sign In' }).length).toBeGreaterThan(0);
  });

  it('the account menu closes on Escape (focus back on its button) and on a click outside, not inside', async () => {
    const { useSessionStore } = await import('@hearth/shared');
    useSessionStore.setState({ client: { uImg: '', uName: 'Ann' } });
    await renderLayout('/');
    await screen.findByRole('link', { name: /\(416\) 555-0142/ });
    const [toggle] = screen.getAllByRole('button', { name: 'Account menu for Ann' });

    await userEvent.click(toggle!);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('button', { name: 'Logout' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle!);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.click(toggle!.closest('.account-control')!); // inside: stays open
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Page body'));
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
