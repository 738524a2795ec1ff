import { describeSpecConformance } from '@hearth/shared/testing';
import { loginSignin, register as registerCall } from '@hearth/shared/spec-calls';
import { register } from './features/sign-in/api/register';
import { signIn } from './features/sign-in/api/sign-in';

// Every call the shell sends, as its pages send it, against the spec's catalogue (@hearth/shared/spec-calls).
describeSpecConformance('shell', [
  {
    call: loginSignin,
    invoke: (signal) => signIn({ keyword: ' ada@example.com ', password: 'secret-1' }, signal),
  },
  {
    call: registerCall,
    invoke: (signal) =>
      register({ email: 'ada@example.com', password: 'secret-1', confirmPassword: 'secret-1' }, signal),
  },
]);
