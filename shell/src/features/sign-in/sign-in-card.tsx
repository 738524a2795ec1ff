import './sign-in-card.css';
import type { ParseKeys } from 'i18next';
import { useId, type KeyboardEvent } from 'react';
import { ModalDialog } from '@hearth/shared/ui';
import { useTranslation } from '@hearth/shared/react-i18next';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { useSignInCardStore, type SignInTab } from './sign-in-store';

const TABS: { tab: SignInTab; label: ParseKeys<'shell'> }[] = [
  { tab: 'sign-in', label: 'signIn.tabSignIn' },
  { tab: 'register', label: 'signIn.tabRegister' },
];

/**
 * The "Welcome" card over the blurred page: Sign In and New Account tabs, in the kit's native modal dialog (page
 * inert, focus kept inside, Escape closes, focus restored).
 */
export function SignInCard() {
  const { t } = useTranslation('shell');
  const baseId = useId();
  const tab = useSignInCardStore((s) => s.tab);
  const setTab = useSignInCardStore((s) => s.setTab);
  const close = useSignInCardStore((s) => s.closeCard);
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
      setTab(tab === 'sign-in' ? 'register' : 'sign-in');
  };

  return (
    <ModalDialog
      className="sign-in-card"
      labelledBy={`${baseId}-heading`}
      closeLabel={t('signIn.close')}
      onClose={close}
    >
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
    </ModalDialog>
  );
}
