import { RouteLink } from '@hearth/shared/links';
import { useTranslation } from '@hearth/shared/react-i18next';
import { MAX_SUB_LINKS, type TopNavItem } from './nav-items';
import { useMenu } from './use-menu';

/**
 * A top-navigation tab with a sub-navigation (disclosure pattern): the button opens the list of links (two columns
 * of 4), Escape and an outside click close it, and following a link closes it.
 */
export function NavMenu({ item, selected }: { item: TopNavItem; selected: boolean }) {
  const { t } = useTranslation('shell');
  const { id, open, close, toggle, rootRef, toggleRef } = useMenu();
  const links = (item.children ?? []).slice(0, MAX_SUB_LINKS);
  return (
    <div ref={rootRef} className="www-nav__menu">
      <button
        ref={toggleRef}
        type="button"
        className={`www-header__link www-nav__toggle${selected ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        aria-current={selected ? 'page' : undefined}
        onClick={toggle}
      >
        {t(item.label)}
        <span aria-hidden="true" className="www-nav__caret">
          ▾
        </span>
      </button>
      <ul id={id} className="www-nav__sub" hidden={!open}>
        {links.map((link) => (
          <li key={link.label}>
            <RouteLink to={link.to} className="www-nav__sublink" onClick={close}>
              {t(link.label)}
            </RouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
