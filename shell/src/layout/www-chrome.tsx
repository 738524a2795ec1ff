import './header.css';
import './www-chrome.css';
import './footer.css';
import { Link, NavLink } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { paths, useRuntimeConfig } from '@hearth/shared';
import { LanguageSelector } from '../features/locale/language-selector';
import { AccountControl } from '../features/sign-in/account-control';
import { FooterFrame } from './footer-frame';

const TOP_NAV = [
  { to: paths.home(), label: 'www.home', end: true },
  { to: paths.buyerGuide(), label: 'www.buy', end: false },
  { to: paths.sellerGuide(), label: 'www.sell', end: false },
  { to: paths.downloadApp(), label: 'www.download', end: false },
  { to: paths.newsList('all'), label: 'www.news', end: false },
  { to: paths.aboutUs(), label: 'www.aboutUs', end: false },
  { to: paths.contactUs(), label: 'www.contactUs', end: false },
] as const;

const LEGAL = [
  { to: paths.privacyPolicy(), label: 'nav.privacy' },
  { to: paths.termsOfService(), label: 'www.termsOfService' },
  { to: paths.acceptableUsePolicy(), label: 'www.acceptableUse' },
  { to: paths.termsOfUse(), label: 'nav.terms' },
] as const;

/** The world-wide portal's top navigation (www mode). */
export function WwwHeader() {
  const { t } = useTranslation('shell');
  const { productName } = useRuntimeConfig();
  return (
    <header className="www-header">
      <Link to={paths.home()} className="www-header__brand">
        {productName}
      </Link>
      <nav className="www-header__nav" aria-label={t('www.nav')}>
        {TOP_NAV.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className="www-header__link">
            {t(link.label)}
          </NavLink>
        ))}
      </nav>
      <div className="www-header__actions">
        <LanguageSelector />
        <AccountControl label={t('www.signIn')} />
      </div>
    </header>
  );
}

/** The world-wide portal's footer (www mode). */
export function WwwFooter() {
  return <FooterFrame links={LEGAL} />;
}
