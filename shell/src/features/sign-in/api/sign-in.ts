import { mutationOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import {
  LoginSigninResponseSchema,
  type ClientLogin,
  type LoginSigninBody,
} from '@hearth/shared/contracts/cmis';
import { loginSignin as call } from '@hearth/shared/spec-calls';

/**
 * POST {cmis}/login/signin {keyword, password, ltype 0} (spec §7; a JSON body, see the entry's readings). Returns the client on code 200; wrong credentials
 * (any other code) throw a `business` ApiError, transport failures the matching ApiError.
 */
export async function signIn(
  credentials: { keyword: string; password: string },
  signal?: AbortSignal,
): Promise<ClientLogin> {
  const json: LoginSigninBody = {
    keyword: credentials.keyword.trim(),
    password: credentials.password,
    ltype: 0,
  };
  const body = await requestCall(call, { params: { ...json }, schema: LoginSigninResponseSchema, signal });
  return unwrapCode(body, call.path).data;
}

/** Mutation key: its pending state locks the form against a second submit. */
export const SIGN_IN_KEY = ['cmis', call.path] as const;

/** Sign-in as a mutation (`useMutation`): never retried (POST), one request per submit. */
export function signInMutation() {
  return mutationOptions({
    mutationKey: SIGN_IN_KEY,
    mutationFn: (credentials: { keyword: string; password: string }) => signIn(credentials),
  });
}
