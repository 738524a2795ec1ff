import * as v from 'valibot';

/** i18n keys (namespace `shell`) of the validation messages (spec §5). */
export type ValidationKey =
  | 'validation.signInEmpty'
  | 'validation.emailEmpty'
  | 'validation.emailInvalid'
  | 'validation.passwordEmpty'
  | 'validation.passwordMismatch';

const Email = v.pipe(v.string(), v.trim(), v.email());

/** Sign-in: username and password non-empty. */
export function validateSignIn(input: { username: string; password: string }): ValidationKey | null {
  return input.username.trim() === '' || input.password === '' ? 'validation.signInEmpty' : null;
}

/** Registration: the first failing rule, in the spec's order. */
export function validateRegister(input: {
  email: string;
  password: string;
  confirmPassword: string;
}): ValidationKey | null {
  if (input.email.trim() === '') return 'validation.emailEmpty';
  if (!v.is(Email, input.email)) return 'validation.emailInvalid';
  if (input.password === '') return 'validation.passwordEmpty';
  if (input.confirmPassword === '' || input.confirmPassword !== input.password)
    return 'validation.passwordMismatch';
  return null;
}
