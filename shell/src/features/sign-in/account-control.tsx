import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useSessionStore } from '@hearth/shared';
import { useDismiss } from '../../lib/use-dismiss';
import { useSignInCardStore } from './sign-in-store';

/**
 * Signed out: a "Sign In" link-button. Signed in: the user's image and name with a Logout menu, which closes on
 * Escape (focus back on its button) and on a click or tap outside it.
 */
export function AccountControl({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation('shell');
  const menuId = useId();
  const client = useSessionStore((s) => s.client);
  const openCard = useSignInCardStore((s) => s.openCard);
  const [menuOpen, setMenuOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, close, rootRef, toggleRef);

  if (!client) {
    return (
      <button
        type="button"
        className={`account-control__sign-in ${className ?? ''}`.trim()}
        onClick={() => openCard('sign-in')}
      >
        {label ?? t('header.signIn')}
      </button>
    );
  }
  // Spec: "signed-in shows the user name or My Account" (the name is optional in the sign-in answer).
  const name = client.uName.trim() || t('header.myAccount');
  return (
    <div ref={rootRef} className={`account-control ${className ?? ''}`.trim()}>
      <button
        ref={toggleRef}
        type="button"
        className="account-control__user"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={t('header.userMenu', { name })}
        onClick={() => setMenuOpen((o) => !o)}
      >
        {client.uImg ? <img className="account-control__img" src={client.uImg} alt="" /> : null}
        <span className="account-control__name">{name}</span>
      </button>
      {menuOpen ? (
        <div id={menuId} className="account-control__menu">
          <button
            type="button"
            onClick={() => {
              setMenuOpen(false);
              useSessionStore.getState().signOut();
            }}
          >
            {t('header.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
