import { useLocation } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { RouteLink } from '@hearth/shared/links';
import { isSelected, useTopNav } from './nav-items';
import { NavMenu } from './nav-menu';

/** The www top navigation (desktop): tabs, sub-navigation menus, the selected tab following the route. */
export function TopNav() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const nav = useTopNav();
  return (
    <nav className="www-header__nav www-nav" aria-label={t('www.nav')}>
      <ul className="www-nav__list">
        {nav.map((item) => {
          const selected = isSelected(item, pathname, nav);
          return (
            <li key={item.label}>
              {item.children ? (
                <NavMenu item={item} selected={selected} />
              ) : (
                <RouteLink
                  to={item.to}
                  className={`www-header__link${selected ? ' active' : ''}`}
                  aria-current={selected ? 'page' : undefined}
                >
                  {t(item.label)}
                </RouteLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
