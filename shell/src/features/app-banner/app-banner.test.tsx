import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore, useNativeContextStore } from '@hearth/shared';
import { renderShell, resetStores } from '../../lib/testing/fixtures';
import { AppBanner } from './app-banner';
import { bannerRoute, DISMISS_KEY } from './app-banner-rules';

const UA = navigator.userAgent;
function setUserAgent(value: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
}

beforeEach(() => {
  resetStores();
  useAppStore.setState({ windowWidth: 375 });
  window.localStorage.clear();
});
afterEach(() => {
  setUserAgent(UA);
  delete (window as { HearthAndroid?: unknown }).HearthAndroid;
});

test('the routes: public pages, not the download pages, /map or hybrid pages', () => {
  const excluded = ['/download-app', '/download-app-agent', '/map'];
  expect(bannerRoute('/', false, excluded)).toBe(true);
  expect(bannerRoute('/listing/treb-C1', false, excluded)).toBe(true);
  expect(bannerRoute('/download-app', false, excluded)).toBe(false);
  expect(bannerRoute('/download-app-agent', false, excluded)).toBe(false);
  expect(bannerRoute('/map', false, excluded)).toBe(false);
  expect(bannerRoute('/hybrid/coupon/marketing/list', true, excluded)).toBe(false);
  // Unbound (the remote is not deployed): nothing excluded by it.
  expect(bannerRoute('/map', false, [undefined])).toBe(true);
});

/** Renders the banner beside a marker, and waits for the providers (config, i18n) to have rendered it. */
async function renderAt(route: string, locale: 'en' | 'zh-CN' = 'en') {
  cleanup();
  renderShell(
    <>
      <p>page body</p>
      <AppBanner />
    </>,
    { route, locale },
  );
  await screen.findByText('page body');
}

test('shown on mobile, leads to /download-app; dismissal is remembered', async () => {
  await renderAt('/');
  const banner = screen.getByRole('complementary', { name: 'Get the app' });
  expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/download-app');
  expect(banner).toHaveTextContent('Hearth app');
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss the app banner' }));
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  expect(window.localStorage.getItem(DISMISS_KEY)).toBe('1');
  await renderAt('/');
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});

test('never on desktop, inside the native app or in WeChat', async () => {
  useAppStore.setState({ windowWidth: 1280 });
  await renderAt('/');
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

  useAppStore.setState({ windowWidth: 375 });
  (window as { HearthAndroid?: unknown }).HearthAndroid = {};
  await renderAt('/');
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  delete (window as { HearthAndroid?: unknown }).HearthAndroid;

  useNativeContextStore.setState({ fjjUserId: '12' });
  await renderAt('/');
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  useNativeContextStore.setState({ fjjUserId: null });

  setUserAgent('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50');
  await renderAt('/');
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  setUserAgent(UA);
  await renderAt('/');
  expect(screen.getByRole('complementary')).toBeVisible();
});

test('in Chinese', async () => {
  await renderAt('/blogs', 'zh-CN');
  expect(screen.getByRole('link', { name: '下载应用' })).toBeVisible();
  expect(screen.getByRole('button', { name: '关闭应用横幅' })).toBeVisible();
});
