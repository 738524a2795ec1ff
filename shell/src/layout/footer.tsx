import './footer.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useRuntimeConfig } from '@hearth/shared';
import { paths } from '@hearth/shared/paths';
import { safeHttpUrl } from '@hearth/shared/security';
import { AccountControl } from '../features/sign-in/account-control';
import { FooterFrame } from './footer-frame';

export { MOBILE_FOOTER_PADDING_PX } from './footer-frame';

const FOOTER_LINKS = [
  { to: paths.home(), label: 'nav.home' },
  { to: paths.listings(), label: 'nav.listings' },
  { to: paths.blogs(), label: 'nav.blog' },
  { to: paths.aboutAgent(), label: 'nav.aboutAgent' },
  { to: paths.contactUs(), label: 'nav.contactUs' },
  { to: paths.privacyPolicy(), label: 'nav.privacy' },
  { to: paths.termsOfUse(), label: 'nav.terms' },
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
