import './sign-in-card.css';
import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { ModalDialog, Tabs } from '@hearth/shared/ui';
import { useTranslation } from '@hearth/shared/react-i18next';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { useSignInCardStore, type SignInTab } from './sign-in-store';

const TABS: { tab: SignInTab; label: ParseKeys<'shell'> }[] = [
  { tab: 'sign-in', label: 'signIn.tabSignIn' },
  { tab: 'register', label: 'signIn.tabRegister' },
];

/**
 * The "Welcome" card over the blurred page: Sign In and New Account tabs (the kit's tabs), in the kit's native modal dialog (page
 * inert, focus kept inside, Escape closes, focus restored).
 */
export function SignInCard() {
  const { t } = useTranslation('shell');
  const baseId = useId();
  const tab = useSignInCardStore((s) => s.tab);
  const setTab = useSignInCardStore((s) => s.setTab);
  const close = useSignInCardStore((s) => s.closeCard);

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
      <Tabs
        tabs={TABS.map((item) => ({ key: item.tab, label: t(item.label) }))}
        active={tab}
        onSelect={setTab}
        label={t('signIn.tabs')}
        idBase={baseId}
        className="sign-in-card__tabs"
        tabClassName="sign-in-card__tab"
      >
        {tab === 'sign-in' ? <SignInForm onSignedIn={close} /> : <RegisterForm onRegistered={close} />}
      </Tabs>
    </ModalDialog>
  );
}
