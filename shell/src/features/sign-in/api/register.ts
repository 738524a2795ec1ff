import { mutationOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import {
  RegisterResponseSchema,
  type RegisterBody,
  type RegisteredClient,
} from '@hearth/shared/contracts/cmis';
import { register as call } from '@hearth/shared/spec-calls';

/**
 * POST {cmis}/regis/rgs {keyword, password, type 1, ltype 0, comfirmPassword, countryId 38} (spec §7; a JSON body,
 * see the entry's readings).
 * code 200 → the new client when the service sends it (the spec reads only the code), else null; other codes
 * throw a `business` ApiError (300 = e-mail already used).
 */
export async function register(
  input: { email: string; password: string; confirmPassword: string },
  signal?: AbortSignal,
): Promise<RegisteredClient | null> {
  const json: RegisterBody = {
    keyword: input.email.trim(),
    password: input.password,
    type: 1,
    ltype: 0,
    comfirmPassword: input.confirmPassword,
    countryId: 38,
  };
  const body = await requestCall(call, { params: { ...json }, schema: RegisterResponseSchema, signal });
  return unwrapCode(body, call.path).data;
}

/** Mutation key: its pending state locks the form against a second submit. */
export const REGISTER_KEY = ['cmis', call.path] as const;

/** Registration as a mutation (`useMutation`): never retried (POST), one request per submit. */
export function registerMutation() {
  return mutationOptions({
    mutationKey: REGISTER_KEY,
    mutationFn: (input: { email: string; password: string; confirmPassword: string }) => register(input),
  });
}
