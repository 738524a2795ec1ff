import { validateRegister, validateSignIn } from './validation';

describe('validation', () => {
  it('sign-in needs username and password', () => {
    expect(validateSignIn({ username: ' ', password: 'x' })).toBe('validation.signInEmpty');
    expect(validateSignIn({ username: 'a', password: '' })).toBe('validation.signInEmpty');
    expect(validateSignIn({ username: 'a', password: 'x' })).toBeNull();
  });

  it('registration reports the first failing rule in order', () => {
    const ok = { email: 'ann@example.com', password: 'pw1', confirmPassword: 'pw1' };
    expect(validateRegister({ ...ok, email: '' })).toBe('validation.emailEmpty');
    expect(validateRegister({ ...ok, email: 'ann@', password: '' })).toBe('validation.emailInvalid');
    expect(validateRegister({ ...ok, password: '' })).toBe('validation.passwordEmpty');
    expect(validateRegister({ ...ok, confirmPassword: '' })).toBe('validation.passwordMismatch');
    expect(validateRegister({ ...ok, confirmPassword: 'pw2' })).toBe('validation.passwordMismatch');
    expect(validateRegister(ok)).toBeNull();
  });
});
