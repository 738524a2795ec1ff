import './footer.css';
import { useTranslation } from 'react-i18next';
import { safeHttpUrl, useRuntimeConfig } from '@hearth/shared';
import { AccountControl } from '../features/sign-in/account-control';
import { FooterFrame } from './footer-frame';

export { MOBILE_FOOTER_PADDING_PX } from './footer-frame';

const FOOTER_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/listings', label: 'nav.listings' },
  { to: '/blogs', label: 'nav.blog' },
  { to: '/about-agent', label: 'nav.aboutAgent' },
  { to: '/contact-us', label: 'nav.contactUs' },
  { to: '/privacy-policy', label: 'nav.privacy' },
  { to: '/terms-of-use', label: 'nav.terms' },
] as const;

export function Footer() {
  const { t } = useTranslation('shell');
  const { adminUrl } = useRuntimeConfig();
  const admin = safeHttpUrl(adminUrl);
  return (
    <FooterFrame links={FOOTER_LINKS}>
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
    </FooterFrame>
  );
}
