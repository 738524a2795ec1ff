import './app-banner.css';
import { useState } from 'react';
import { useLocation } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useIsMobile, useNativeContextStore, useRuntimeConfig } from '@hearth/shared';
import { RouteLink, useRouteHref } from '@hearth/shared/links';
import { useHydrated } from '@hearth/shared/ui';
import { serverRendered } from '@hearth/shared/early';
import { contentRoutes, listingsRoutes } from '../../lib/remote-routes';
import { usePageChrome } from '../../routing/use-page-chrome';
import { bannerRoute, insideNativeApp, readDismissed, rememberDismissed } from './app-banner-rules';

const isWeChat = () => /MicroMessenger/i.test(navigator.userAgent);

/**
 * The mobile download-app prompt (spec §2 "download-app redirect", replaced by a dismissible banner: ADR 0014):
 * under 768 px on the public pages, a banner leading to /download-app. Dismissal is remembered; it never shows
 * inside the native app (its bridge, or a native context handed over) or in WeChat.
 */
export function AppBanner() {
  const { t } = useTranslation('shell');
  const { productName } = useRuntimeConfig();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const { hybrid } = usePageChrome();
  const inApp = useNativeContextStore((s) => !!(s.fjjUserId || s.appAuthCode));
  const [dismissed, setDismissed] = useState(readDismissed);
  const href = useRouteHref();
  const downloadApp = href(contentRoutes, 'download-app');
  const excluded = [
    downloadApp,
    href(contentRoutes, 'download-app-agent'),
    href(listingsRoutes, 'map-search'),
  ];
  // What only the browser knows (a dismissal, the native app's bridge, WeChat) is read once hydrated: the server's
  // markup has the banner wherever the page is a phone's (ADR 0033).
  const hydrating = !useHydrated() && serverRendered();
  if (!mobile || inApp || !bannerRoute(pathname, hybrid, excluded)) return null;
  if (!hydrating && (dismissed || insideNativeApp() || isWeChat())) return null;
  return (
    <aside className="app-banner-prompt" aria-label={t('appBanner.label')}>
      <p className="app-banner-prompt__text">{t('appBanner.text', { productName })}</p>
      <RouteLink className="hearth-button app-banner-prompt__get" to={downloadApp}>
        {t('appBanner.get')}
      </RouteLink>
      <button
        type="button"
        className="app-banner-prompt__close"
        aria-label={t('appBanner.dismiss')}
        onClick={() => {
          rememberDismissed();
          setDismissed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
