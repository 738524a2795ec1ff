import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { safeHttpUrl, usePageTitle, useRuntimeConfig, useSiteStore } from '@hearth/shared';
import { StatusPage } from '../../components/status-page';

/** `{wwwSiteUrl}/contact-us`, http(s) only. */
export function contactUsUrl(wwwSiteUrl: string): string | null {
  return safeHttpUrl(`${wwwSiteUrl.replace(/\/+$/, '')}/contact-us`);
}

/** The 404 page; the inactive-website variant when the agent's website_status is false. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const inactive = useSiteStore((s) => s.mode === 'inactive');
  const { wwwSiteUrl } = useRuntimeConfig();
  usePageTitle(t(inactive ? 'notFound.inactiveTitle' : 'notFound.title'));

  if (inactive) {
    const href = contactUsUrl(wwwSiteUrl);
    return (
      <StatusPage
        testId="not-found-inactive"
        heading={t('notFound.inactiveMessage')}
        action={
          href ? (
            <a className="hearth-button" href={href}>
              {t('notFound.contactUs')}
            </a>
          ) : null
        }
      />
    );
  }
  return (
    <StatusPage
      testId="not-found"
      heading={t('notFound.heading')}
      message={t('notFound.message')}
      action={
        <Link className="hearth-button" to="/">
          {t('notFound.goHome')}
        </Link>
      }
    />
  );
}
