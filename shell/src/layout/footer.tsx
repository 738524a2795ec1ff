import './footer.css';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { safeHttpUrl, useIsMobile, useRuntimeConfig } from '@hearth/shared';
import { AccountControl } from '../features/sign-in/account-control';

const FOOTER_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/listings', label: 'nav.listings' },
  { to: '/blogs', label: 'nav.blog' },
  { to: '/about-agent', label: 'nav.aboutAgent' },
  { to: '/contact-us', label: 'nav.contactUs' },
  { to: '/privacy-policy', label: 'nav.privacy' },
  { to: '/terms-of-use', label: 'nav.terms' },
] as const;

/** Mobile footers leave room for the fixed bottom bars (spec: 76 px). */
export const MOBILE_FOOTER_PADDING_PX = 76;

export function Footer() {
  const { t } = useTranslation('shell');
  const { adminUrl, wwwSiteUrl, productName } = useRuntimeConfig();
  const mobile = useIsMobile();
  const admin = safeHttpUrl(adminUrl);
  const www = safeHttpUrl(wwwSiteUrl);
  return (
    <footer className="app-footer" style={mobile ? { paddingBottom: MOBILE_FOOTER_PADDING_PX } : undefined}>
      <nav className="app-footer__nav" aria-label={t('nav.footer')}>
        {FOOTER_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className="app-footer__link">
            {t(link.label)}
          </Link>
        ))}
      </nav>
      <div className="app-footer__bottom">
        <AccountControl className="app-footer__account" />
        {admin ? (
          <a
            className="hearth-button hearth-button--ghost app-footer__admin"
            href={admin}
            target="_blank"
            rel="noopener"
            aria-label={t('footer.adminLabel')}
          >
            {t('footer.admin')}
          </a>
        ) : null}
        {www ? (
          <a className="app-footer__copyright" href={www}>
            {t('footer.copyright', { productName })}
          </a>
        ) : (
          <span className="app-footer__copyright">{t('footer.copyright', { productName })}</span>
        )}
      </div>
    </footer>
  );
}
