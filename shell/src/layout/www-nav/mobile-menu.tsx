import { Link, useLocation } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useRuntimeConfig } from '@hearth/shared';
import { paths } from '@hearth/shared/paths';
import { isSelected, TOP_NAV, type NavLinkItem } from './nav-items';
import { useMenu } from './use-menu';

/** The mobile menu (under 768 px): every tab and sub-link, plus All Homes (/map) and the app offer. */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const { productName } = useRuntimeConfig();
  const { pathname } = useLocation();
  const { id, open, close, toggle, rootRef, toggleRef } = useMenu();
  const link = (item: NavLinkItem, selected = false) => (
    <Link
      to={item.to}
      className="www-mobile__link"
      aria-current={selected ? 'page' : undefined}
      onClick={close}
    >
      {t(item.label)}
    </Link>
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
          {TOP_NAV.map((item) => (
            <li key={item.label}>
              {link(item, isSelected(item, pathname))}
              {item.children ? (
                <ul>
                  {item.children.map((c) => (
                    <li key={c.label}>{link(c)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          <li>{link({ to: paths.map(), label: 'www.allHomes' })}</li>
          <li>
            <Link to={paths.downloadApp()} className="www-mobile__link" onClick={close}>
              {t('www.getApp', { productName })}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
