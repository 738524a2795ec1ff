import './search-header.css';
import { useId, useState, type ReactNode } from 'react';
import { Link } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useIsMobile, useRuntimeConfig, useSiteStore } from '@hearth/shared';
import { paths } from '@hearth/shared/paths';
import { listingsPages } from '../../../routes/pages';
import { RouteLink, useRouteHref } from '@hearth/shared/links';
import { safeHttpUrl } from '@hearth/shared/security';
import { AccountMenu } from './account-menu';
import { SearchForm } from './search-form';
import { useRunSearch } from './use-run-search';
import { contentRoutes } from '../../../routes/links';

/** The phone's menu (one header row): the quick links and sign-in (`children`), the app offer and All Homes. */
function MobileMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation('listings');
  const { productName } = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  const id = useId();
  const downloadApp = useRouteHref()(contentRoutes, 'download-app');
  return (
    <div className="search-header__mobile">
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {t('search.menu')}
      </button>
      <div id={id} className="search-header__panel" hidden={!open}>
        {children}
        <RouteLink to={downloadApp}>{t('search.getApp', { productName })}</RouteLink>
        <Link to={listingsPages.href('map-search')}>{t('search.allHomes')}</Link>
      </div>
    </div>
  );
}

/**
 * The search header (spec §2; on /map and in the www chrome): the address / MLS box with suggestions, clear and
 * Search; Buy and Rent; Help (the www contact page); Sign In or Join, or the user with Logout; on agent sites the
 * links home, listings and blogs. On a phone (issue 31) one row: the box, and a menu holding those links, sign-in,
 * the app offer and All Homes.
 */
export function SearchHeader({ initialText = '' }: { initialText?: string }) {
  const { t } = useTranslation('listings');
  const { wwwSiteUrl } = useRuntimeConfig();
  const agentSite = useSiteStore((s) => s.mode === 'agent');
  const mobile = useIsMobile();
  const [text, setText] = useState(initialText);
  const { run, busy } = useRunSearch();
  const href = useRouteHref();
  // Help: the www site's contact page (none while remote_content is unbound).
  const contactUs = href(contentRoutes, 'contact-us');
  const help = contactUs ? safeHttpUrl(`${wwwSiteUrl.replace(/\/+$/, '')}${contactUs}`) : null;
  const links = (
    <>
      <button type="button" className="search-header__link-button" onClick={() => void run(text, 'sale')}>
        {t('search.buy')}
      </button>
      <button type="button" className="search-header__link-button" onClick={() => void run(text, 'rent')}>
        {t('search.rent')}
      </button>
      {agentSite ? (
        <>
          <Link to={paths.home()}>{t('search.home')}</Link>
          <Link to={listingsPages.href('listings')}>{t('search.listings')}</Link>
          <RouteLink to={href(contentRoutes, 'blogs')}>{t('search.blogs')}</RouteLink>
        </>
      ) : null}
      {help ? <a href={help}>{t('search.help')}</a> : null}
      <AccountMenu />
    </>
  );
  return (
    <div className={`search-header${mobile ? ' search-header--phone' : ''}`}>
      <SearchForm
        className="search-header__form"
        value={text}
        onChange={setText}
        onSubmit={() => void run(text, 'sale')}
        placeholder={t('search.placeholder')}
        busy={busy}
      />
      {mobile ? (
        <MobileMenu>
          <nav className="search-header__links" aria-label={t('search.nav')}>
            {links}
          </nav>
        </MobileMenu>
      ) : (
        <nav className="search-header__links" aria-label={t('search.nav')}>
          {links}
        </nav>
      )}
      {busy ? (
        <p role="status" className="search-header__loading">
          {t('search.loading')}
        </p>
      ) : null}
    </div>
  );
}
