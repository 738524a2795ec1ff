import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, showToast } from '@hearth/shared';
import { REGISTER_EMAIL_USED } from '@hearth/shared/contracts/cmis';
import { TextField } from '../../components/text-field';
import { REGISTER_KEY, registerMutation } from './api/register';
import { RequestError } from './request-error';
import { validateRegister, type ValidationKey } from './validation';

type Notice = ValidationKey | 'signIn.emailUsed';

const isEmailUsed = (error: unknown) =>
  isApiError(error) && error.kind === 'business' && error.code === REGISTER_EMAIL_USED;

/** The "New Account" tab: e-mail, password, confirmation and the e-mail consent. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('shell');
  const consentId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const [invalid, setInvalid] = useState<ValidationKey | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...registerMutation(),
    onSuccess: () => {
      showToast({ kind: 'success', title: t('signIn.registered') });
      onRegistered();
    },
  });
  // Code 300 (e-mail used) is a notice like the validation ones; any other failure is explained inline.
  const emailUsed = isEmailUsed(mutation.error);
  const notice: Notice | null = invalid ?? (emailUsed ? 'signIn.emailUsed' : null);
  const failure = mutation.error && !emailUsed ? mutation.error : null;
  const busy = mutation.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // One request per submit: the mutation's pending state locks the form (see SignInForm).
    if (busy || queryClient.isMutating({ mutationKey: REGISTER_KEY }) > 0) return;
    const problem = validateRegister({ email, password, confirmPassword });
    setInvalid(problem);
    mutation.reset();
    if (problem) return;
    mutation.mutate({ email, password, confirmPassword });
  };

  return (
    <form className="sign-in-form" noValidate onSubmit={submit}>
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
