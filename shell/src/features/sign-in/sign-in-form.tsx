import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, showToast, useSessionStore } from '@hearth/shared';
import { TextField } from '../../components/text-field';
import { signIn } from './api/sign-in';
import { RequestError } from './request-error';
import { validateSignIn, type ValidationKey } from './validation';

/** The "Sign In" tab: username (app or website account) and password. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('shell');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<ValidationKey | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignIn({ username, password });
    setInvalid(problem);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      const client = await signIn({ keyword: username, password });
      useSessionStore.getState().signIn({ uImg: client.uImg ?? null, uName: client.uName });
      showToast({ kind: 'info', title: t('signIn.succeed') });
      onSignedIn();
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.kind === 'business') {
        showToast({ kind: 'error', title: t('signIn.failed'), message: t('signIn.invalidCredentials') });
      } else {
        setFailure(error);
      }
    }
  };

  return (
    <form className="sign-in-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label={t('signIn.username')}
        value={username}
        onValueChange={setUsername}
        autoComplete="username"
        name="username"
      />
      <TextField
        label={t('signIn.password')}
        value={password}
        onValueChange={setPassword}
        type="password"
        autoComplete="current-password"
        name="password"
      />
      <p className="sign-in-form__hint">{t('signIn.hint')}</p>
      {invalid ? (
        <p className="sign-in-form__error" role="alert">
          {t(invalid)}
        </p>
      ) : null}
      {failure ? <RequestError error={failure} /> : null}
      <button type="submit" className="hearth-button sign-in-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('signIn.submitting') : t('signIn.submit')}
      </button>
    </form>
  );
}
