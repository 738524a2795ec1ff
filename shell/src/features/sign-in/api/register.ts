import { requestJson, unwrapCode } from '@hearth/shared';
import { RegisterResponseSchema, type RegisterBody, type RegisteredClient } from '@hearth/shared/contracts';

const PATH = '/regis/rgs';

/**
 * POST {cmis}/regis/rgs {keyword, password, type 1, ltype 0, comfirmPassword, countryId 38}.
 * code 200 → the new client; other codes throw a `business` ApiError (300 = e-mail already used).
 */
export async function register(
  input: { email: string; password: string; confirmPassword: string },
  signal?: AbortSignal,
): Promise<RegisteredClient> {
  const json: RegisterBody = {
    keyword: input.email.trim(),
    password: input.password,
    type: 1,
    ltype: 0,
    comfirmPassword: input.confirmPassword,
    countryId: 38,
  };
  const body = await requestJson('cmis', PATH, {
    method: 'post',
    json,
    schema: RegisterResponseSchema,
    signal,
  });
  return unwrapCode(body, PATH).data;
}
