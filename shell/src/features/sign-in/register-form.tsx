import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, showToast } from '@hearth/shared';
import { REGISTER_EMAIL_USED } from '@hearth/shared/contracts';
import { TextField } from '../../components/text-field';
import { register } from './api/register';
import { RequestError } from './request-error';
import { validateRegister, type ValidationKey } from './validation';

type Notice = ValidationKey | 'signIn.emailUsed';

/** The "New Account" tab: e-mail, password, confirmation and the e-mail consent. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('shell');
  const consentId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRegister({ email, password, confirmPassword });
    setNotice(problem);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      await register({ email, password, confirmPassword });
      showToast({ kind: 'success', title: t('signIn.registered') });
      onRegistered();
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.kind === 'business' && error.code === REGISTER_EMAIL_USED)
        setNotice('signIn.emailUsed');
      else setFailure(error);
    }
  };

  return (
    <form className="sign-in-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label={t('signIn.email')}
        value={email}
        onValueChange={setEmail}
        type="email"
        autoComplete="email"
        name="email"
      />
      <TextField
        label={t('signIn.password')}
        value={password}
        onValueChange={setPassword}
        type="password"
        autoComplete="new-password"
        name="password"
      />
      <TextField
        label={t('signIn.confirmPassword')}
        value={confirmPassword}
        onValueChange={setConfirmPassword}
        type="password"
        autoComplete="new-password"
        name="confirmPassword"
      />
      <div className="sign-in-form__consent">
        <input
          id={consentId}
          type="checkbox"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
        <label htmlFor={consentId}>{t('signIn.consent')}</label>
      </div>
      <p className="sign-in-form__hint">{t('signIn.registerNote')}</p>
      {notice ? (
        <p className="sign-in-form__error" role="alert">
          {t(notice)}
        </p>
      ) : null}
      {failure ? <RequestError error={failure} /> : null}
      <button type="submit" className="hearth-button sign-in-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('signIn.registering') : t('signIn.register')}
      </button>
    </form>
  );
}
