import './sign-in-card.css';
import type { ParseKeys } from 'i18next';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { useSignInCardStore, type SignInTab } from './sign-in-store';

const TABS: { tab: SignInTab; label: ParseKeys<'shell'> }[] = [
  { tab: 'sign-in', label: 'signIn.tabSignIn' },
  { tab: 'register', label: 'signIn.tabRegister' },
];

/** The "Welcome" card over the blurred page: Sign In and New Account tabs. */
export function SignInCard() {
  const { t } = useTranslation('shell');
  const baseId = useId();
  const tab = useSignInCardStore((s) => s.tab);
  const setTab = useSignInCardStore((s) => s.setTab);
  const close = useSignInCardStore((s) => s.closeCard);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') useSignInCardStore.getState().closeCard();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus();
    };
  }, []);
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
      setTab(tab === 'sign-in' ? 'register' : 'sign-in');
  };

  return (
    <div className="sign-in-overlay">
      <div
        ref={dialogRef}
        className="sign-in-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${baseId}-heading`}
        tabIndex={-1}
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
      </div>
    </div>
  );
}
