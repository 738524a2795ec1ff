import { Link, useLocation } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { isSelected, TOP_NAV } from './nav-items';
import { NavMenu } from './nav-menu';

/** The www top navigation (desktop): tabs, sub-navigation menus, the selected tab following the route. */
export function TopNav() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <nav className="www-header__nav www-nav" aria-label={t('www.nav')}>
      <ul className="www-nav__list">
        {TOP_NAV.map((item) => {
          const selected = isSelected(item, pathname);
          return (
            <li key={item.label}>
              {item.children ? (
                <NavMenu item={item} selected={selected} />
              ) : (
                <Link
                  to={item.to}
                  className={`www-header__link${selected ? ' active' : ''}`}
                  aria-current={selected ? 'page' : undefined}
                >
                  {t(item.label)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
