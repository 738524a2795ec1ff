import { Link } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useRuntimeConfig, useSiteStore } from '@hearth/shared';
import { paths } from '@hearth/shared/paths';
import { useRouteHref } from '@hearth/shared/links';
import { safeHttpUrl } from '@hearth/shared/security';
import { usePageChrome } from '../../routing/use-page-chrome';
import { StatusPage } from '../../components/status-page';
import { contentRoutes } from '../../lib/remote-routes';
import { useShellPageHead } from '../../routing/use-shell-page-head';

/** `{wwwSiteUrl}{contactUs}` (the contact page's bound path, `/contact-us`), http(s) only; null when unbound. */
export function contactUsUrl(wwwSiteUrl: string, contactUs: string | undefined): string | null {
  if (contactUs === undefined) return null;
  return safeHttpUrl(`${wwwSiteUrl.replace(/\/+$/, '')}${contactUs}`);
}

/** The 404 page; the inactive-website variant when the agent's website_status is false. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const inactive = useSiteStore((s) => s.mode === 'inactive');
  const { wwwSiteUrl } = useRuntimeConfig();
  const contactUs = useRouteHref()(contentRoutes, 'contact-us');
  // Under a hybrid prefix (an unknown page of a hybrid remote) the title also goes to the native nav bar.
  const { hybrid } = usePageChrome();
  useShellPageHead('not-found', t(inactive ? 'notFound.inactiveTitle' : 'notFound.title'), {
    native: hybrid,
  });

  if (inactive) {
    const href = contactUsUrl(wwwSiteUrl, contactUs);
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
        <Link className="hearth-button" to={paths.home()}>
          {t('notFound.goHome')}
        </Link>
      }
    />
  );
}
