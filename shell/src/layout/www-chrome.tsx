import './header.css';
import './www-chrome.css';
import './footer.css';
import { Link, useLocation } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useIsMobile, useRuntimeConfig } from '@hearth/shared';
import { paths } from '@hearth/shared/paths';
import type { WidgetId } from '@hearth/shared/remote';
import { useRouteHref } from '@hearth/shared/links';
import { contentRoutes } from '../lib/remote-routes';
import { LanguageSelector } from '../features/locale/language-selector';
import { AccountControl } from '../features/sign-in/account-control';
import { RemoteWidget } from '../slots/remote-widget';
import { FooterFrame } from './footer-frame';
import { MobileMenu } from './www-nav/mobile-menu';
import { TopNav } from './www-nav/top-nav';

/**
 * The widgets of the www chrome on `pathname`: the listings remote's search header on every page but the home (which
 * has the home search bar). The server renders them with the page (ADR 0049).
 */
export function wwwChromeWidgets(pathname: string): WidgetId[] {
  return pathname === paths.home() ? [] : ['remote_listings/search-header'];
}

/**
 * The world-wide portal's header (www mode): the brand, the top navigation (a menu button under 768 px), language
 * and account; below it, on every page but the home (which has the home search bar), the listings remote's search
 * header widget in its own slot.
 */
export function WwwHeader() {
  const { t } = useTranslation('shell');
  const { productName } = useRuntimeConfig();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  return (
    <>
      <header className="www-header">
        <Link to={paths.home()} className="www-header__brand">
          {productName}
        </Link>
        {mobile ? <MobileMenu /> : <TopNav />}
        <div className="www-header__actions">
          <LanguageSelector />
          <AccountControl label={t('www.signIn')} />
        </div>
      </header>
      {wwwChromeWidgets(pathname).map((id) => (
        <RemoteWidget key={id} id={id} props={{}} className="www-search-header" />
      ))}
    </>
  );
}

/** The world-wide portal's footer (www mode). */
export function WwwFooter() {
  const href = useRouteHref();
  const legal = [
    { to: href(contentRoutes, 'privacy-policy'), label: 'nav.privacy' },
    { to: href(contentRoutes, 'terms-of-service'), label: 'www.termsOfService' },
    { to: href(contentRoutes, 'acceptable-use-policy'), label: 'www.acceptableUse' },
    { to: href(contentRoutes, 'terms-of-use'), label: 'nav.terms' },
  ] as const;
  return <FooterFrame links={legal} />;
}
