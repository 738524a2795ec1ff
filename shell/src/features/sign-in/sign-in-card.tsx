import './sign-in-card.css';
import type { ParseKeys } from 'i18next';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { useSignInCardStore, type SignInTab } from './sign-in-store';

const TABS: { tab: SignInTab; label: ParseKeys<'shell'> }[] = [
  { tab: 'sign-in', label: 'signIn.tabSignIn' },
  { tab: 'register', label: 'signIn.tabRegister' },
];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The "Welcome" card over the blurred page: Sign In and New Account tabs. A native `<dialog>` opened with
 * `showModal()`: the page behind is inert (focus stays in the card), Escape closes it, and focus goes back to the
 * control that opened it. Where `showModal` is missing (jsdom) it falls back to a plain open dialog.
 */
export function SignInCard() {
  const { t } = useTranslation('shell');
  const baseId = useId();
  const tab = useSignInCardStore((s) => s.tab);
  const setTab = useSignInCardStore((s) => s.setTab);
  const close = useSignInCardStore((s) => s.closeCard);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    if (!dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);
  const onDialogKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault(); // the store closes the card (not the browser's own cancel)
      close();
    } else if (event.key === 'Tab') {
      // The modal dialog makes the page inert; this also keeps Tab from leaving for the browser's own UI.
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const edge = event.shiftKey ? first : last;
      if (edge && (active === edge || !items.includes(active as HTMLElement))) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      }
    }
  };
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
      setTab(tab === 'sign-in' ? 'register' : 'sign-in');
  };

  return (
    // Escape is handled on the dialog itself; the native cancel/close (e.g. a platform back gesture) too.
    <dialog
      ref={dialogRef}
      className="sign-in-card"
      aria-modal="true"
      aria-labelledby={`${baseId}-heading`}
      tabIndex={-1}
      onKeyDown={onDialogKey}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={(event) => {
        // Also fired after the unmount cleanup's close(); only a dialog still closed means "closed by the browser".
        if (!event.currentTarget.open && useSignInCardStore.getState().open) close();
      }}
    >
      <button type="button" className="sign-in-card__close" aria-label={t('signIn.close')} onClick={close}>
        ×
      </button>
      <h2 id={`${baseId}-heading`} className="sign-in-card__heading">
        {t('signIn.welcome')}
      </h2>
      <div className="sign-in-card__tabs" role="tablist" aria-label={t('signIn.tabs')}>
        {TABS.map((item) => (
          <button
            key={item.tab}
            type="button"
            role="tab"
            id={`${baseId}-${item.tab}-tab`}
            aria-controls={`${baseId}-panel`}
            aria-selected={tab === item.tab}
            tabIndex={tab === item.tab ? 0 : -1}
            className={`sign-in-card__tab${tab === item.tab ? ' is-active' : ''}`}
            onClick={() => setTab(item.tab)}
            onKeyDown={onTabKey}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        {tab === 'sign-in' ? <SignInForm onSignedIn={close} /> : <RegisterForm onRegistered={close} />}
      </div>
    </dialog>
  );
}
