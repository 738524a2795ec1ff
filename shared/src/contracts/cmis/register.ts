import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { intParam, LtypeParam } from '../params';
import { Id, maybe, Text } from '../tolerant';

/** POST JSON {cmis}/regis/rgs : client registration (e-mail + password). */

/** Body; `comfirmPassword` is spelled so by the service. Password and confirmation must match (else 400). */
export const RegisterBodySchema = v.object({
  keyword: v.pipe(v.string(), v.trim(), v.email('Invalid Email Address')),
  password: v.pipe(v.string(), v.nonEmpty('Password Is Empty')),
  comfirmPassword: v.pipe(v.string(), v.nonEmpty('confirmation password is empty')),
  /** Always 1 (client account). */
  type: v.optional(intParam(1, 1), 1),
  ltype: v.optional(LtypeParam, 0),
  /** 38 = Canada. */
  countryId: v.optional(intParam(1), 38),
});
export type RegisterBody = v.InferInput<typeof RegisterBodySchema>;

/** Extra success data (the spec reads only the code): the new client's uid and name (name = e-mail local part). */
export const RegisteredClientSchema = v.object({ uid: maybe(Id), uName: maybe(Text) });
export type RegisteredClient = v.InferOutput<typeof RegisteredClientSchema>;

/**
 * code 200 success; code 300 e-mail already used ("Email Has Been Used..."); 400 bad input. The spec reads only
 * the code, so the success data may be absent or of another shape (→ null).
 */
export const RegisterResponseSchema = codeEnvelope(maybe(RegisteredClientSchema));
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>;

/** Business code for an e-mail that is already registered. */
export const REGISTER_EMAIL_USED = 300;
