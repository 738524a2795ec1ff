import { useState, type FormEvent } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, showToast, useSessionStore } from '@hearth/shared';
import { TextField } from '../../components/text-field';
import { SIGN_IN_KEY, signInMutation } from './api/sign-in';
import { RequestError } from './request-error';
import { validateSignIn, type ValidationKey } from './validation';

const isWrongCredentials = (error: unknown) => isApiError(error) && error.kind === 'business';

/** The "Sign In" tab: username (app or website account) and password. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('shell');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<ValidationKey | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...signInMutation(),
    onSuccess: (client) => {
      // Both optional in the contract: no image → none shown; no name → "My Account" (AccountControl).
      useSessionStore.getState().signIn({ uImg: client.uImg ?? null, uName: client.uName ?? '' });
      showToast({ kind: 'info', title: t('signIn.succeed') });
      onSignedIn();
    },
    onError: (error) => {
      if (isWrongCredentials(error))
        showToast({ kind: 'error', title: t('signIn.failed'), message: t('signIn.invalidCredentials') });
    },
  });
  // Wrong credentials are told by a toast; any other failure inline.
  const failure = mutation.error && !isWrongCredentials(mutation.error) ? mutation.error : null;
  const busy = mutation.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One request per submit: the mutation's pending state locks the form (`busy` disables the button; the cache,
    // read synchronously, also refuses a second submit fired before React re-rendered).
    if (busy || queryClient.isMutating({ mutationKey: SIGN_IN_KEY }) > 0) return;
    const problem = validateSignIn({ username, password });
    setInvalid(problem);
    mutation.reset();
    if (problem) return;
    mutation.mutate({ keyword: username, password });
  };

  return (
    <form className="sign-in-form" noValidate onSubmit={submit}>
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
