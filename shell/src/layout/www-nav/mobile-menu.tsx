import { useLocation } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useRuntimeConfig } from '@hearth/shared';
import { RouteLink, useRouteHref } from '@hearth/shared/links';
import { contentRoutes, listingsRoutes } from '../../lib/remote-routes';
import { isSelected, useTopNav, type NavLinkItem } from './nav-items';
import { useMenu } from './use-menu';

/** The mobile menu (under 768 px): every tab and sub-link, plus All Homes (/map) and the app offer. */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const { productName } = useRuntimeConfig();
  const { pathname } = useLocation();
  const { id, open, close, toggle, rootRef, toggleRef } = useMenu();
  const nav = useTopNav();
  const href = useRouteHref();
  const link = (item: NavLinkItem, selected = false) => (
    <RouteLink
      to={item.to}
      className="www-mobile__link"
      aria-current={selected ? 'page' : undefined}
      onClick={close}
    >
      {t(item.label)}
    </RouteLink>
  );
  return (
    <div ref={rootRef} className="www-mobile">
      <button
        ref={toggleRef}
        type="button"
        className="www-mobile__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        {t('www.menu')}
      </button>
      <nav id={id} className="www-mobile__panel" aria-label={t('www.nav')} hidden={!open}>
        <ul>
          {nav.map((item) => (
            <li key={item.label}>
              {link(item, isSelected(item, pathname, nav))}
              {item.children ? (
                <ul>
                  {item.children.map((c) => (
                    <li key={c.label}>{link(c)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          <li>{link({ to: href(listingsRoutes, 'map-search'), label: 'www.allHomes' })}</li>
          <li>
            <RouteLink to={href(contentRoutes, 'download-app')} className="www-mobile__link" onClick={close}>
              {t('www.getApp', { productName })}
            </RouteLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
