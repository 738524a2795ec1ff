import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { bus, useSessionStore } from '@hearth/shared';

/** Sign In or Join (opens the shell's sign-in card); signed in: the user's image and name, a Logout dropdown. */
export function AccountMenu() {
  const { t } = useTranslation('listings');
  const client = useSessionStore((s) => s.client);
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const outside = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  if (!client) {
    return (
      <button
        type="button"
        className="search-header__link-button"
        onClick={() => bus.emit('auth:open-sign-in', { tab: 'sign-in' })}
      >
        {t('search.signIn')}
      </button>
    );
  }
  const name = client.uName.trim() || t('search.myAccount');
  return (
    <div className="search-header__account" ref={rootRef}>
      <button
        type="button"
        className="search-header__link-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('search.userMenu', { name })}
        onClick={() => setOpen((o) => !o)}
      >
        {client.uImg ? <img src={client.uImg} alt="" width={24} height={24} /> : null}
        <span>{name}</span>
      </button>
      <div id={id} className="search-header__menu" hidden={!open}>
        <button type="button" onClick={() => useSessionStore.getState().signOut()}>
          {t('search.logout')}
        </button>
      </div>
    </div>
  );
}
