import './app-layout.css';
import { Outlet } from '@hearth/shared/router';
import { useAppStore, useSiteStore } from '@hearth/shared';
import { BridgeFallbacks } from '../features/bridge-panel/bridge-fallbacks';
import { useLocaleSync } from '../features/locale/use-locale-sync';
import { SharingOverlay } from '../features/sharing/sharing-overlay';
import { SiteSharing } from '../features/sharing/site-sharing';
import { SignInHost } from '../features/sign-in/sign-in-host';
import { BackToTop } from './back-to-top';
import { usePageChrome } from '../routing/use-page-chrome';
import { chromeVisibility } from './chrome-visibility';
import { GlobalSpinner } from './global-spinner';
import { Toaster } from './toaster';
import { usePublicChrome } from './use-public-chrome';
import { useWindowWidthSync } from './use-window-width';

/**
 * The chrome around every page: header, banner and footer (the page's chrome from remotes.json and its route
 * handle, see chrome-visibility.ts; their code is the site's chrome chunk, the agent's or the portal's, which hybrid
 * pages never load), the
 * back-to-top control, the global spinner, toasts and the sign-in card. Also keeps window width and locale (i18n, `<html lang>`) in sync
 * and installs the bridge's web fallbacks.
 */
export function AppLayout() {
  const www = useSiteStore((s) => s.mode === 'www');
  const blurred = useAppStore((s) => s.bgBlur);
  const page = usePageChrome();
  const chrome = chromeVisibility(page, www);
  const parts = usePublicChrome(!page.hybrid, www ? 'www' : 'agent');
  useWindowWidthSync();
  useLocaleSync(page.hybrid);

  return (
    <div className="app-layout" data-testid="app-layout">
      <BridgeFallbacks />
      <div className={`app-layout__page${blurred ? ' is-blurred' : ''}`} data-testid="app-page">
        {parts ? <parts.AppBanner /> : null}
        {parts && chrome.header ? <parts.Header /> : null}
        {parts?.Banner && chrome.banner ? <parts.Banner /> : null}
        <main className="app-layout__main" id="main">
          <Outlet />
        </main>
        {parts && chrome.footer ? <parts.Footer /> : null}
      </div>
      <BackToTop />
      <GlobalSpinner />
      <Toaster />
      <SignInHost />
      <SiteSharing />
      <SharingOverlay />
    </div>
  );
}
