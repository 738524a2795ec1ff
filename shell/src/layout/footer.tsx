import './footer.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useRuntimeConfig } from '@hearth/shared';
import { paths } from '@hearth/shared/paths';
import { useRouteHref } from '@hearth/shared/links';
import { contentRoutes, listingsRoutes } from '../lib/remote-routes';
import { safeHttpUrl } from '@hearth/shared/security';
import { AccountControl } from '../features/sign-in/account-control';
import { FooterFrame } from './footer-frame';

export function Footer() {
  const { t } = useTranslation('shell');
  const href = useRouteHref();
  const links = [
    { to: paths.home(), label: 'nav.home' },
    { to: href(listingsRoutes, 'listings'), label: 'nav.listings' },
    { to: href(contentRoutes, 'blogs'), label: 'nav.blog' },
    { to: href(contentRoutes, 'about-agent'), label: 'nav.aboutAgent' },
    { to: href(contentRoutes, 'contact-us'), label: 'nav.contactUs' },
    { to: href(contentRoutes, 'privacy-policy'), label: 'nav.privacy' },
    { to: href(contentRoutes, 'terms-of-use'), label: 'nav.terms' },
  ] as const;
  const { adminUrl } = useRuntimeConfig();
  const admin = safeHttpUrl(adminUrl);
  return (
    <FooterFrame links={links}>
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
