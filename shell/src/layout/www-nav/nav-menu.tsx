import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useDismiss } from '../../lib/use-dismiss';
import { MAX_SUB_LINKS, type TopNavItem } from './nav-items';

/**
 * A top-navigation tab with a sub-navigation (disclosure pattern): the button opens the list of links (two columns
 * of 4), Escape and an outside click close it, and following a link closes it.
 */
export function NavMenu({ item, selected }: { item: TopNavItem; selected: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, toggleRef);
  // A navigation (a sub-link followed, back/forward) closes the menu.
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }
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
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((o) => !o);
        }}
      >
        {t(item.label)}
        <span aria-hidden="true" className="www-nav__caret">
          ▾
        </span>
      </button>
      <ul id={id} className="www-nav__sub" hidden={!open}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="www-nav__sublink" onClick={close}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
