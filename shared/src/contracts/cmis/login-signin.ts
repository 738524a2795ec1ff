import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { AbsoluteUrl, LtypeParam, NonEmpty } from '../params';

/** POST JSON {cmis}/login/signin : client sign-in. */

/** Body: keyword is the account e-mail (or phone digits); ltype 0 from the site. */
export const LoginSigninBodySchema = v.object({
  keyword: NonEmpty,
  password: v.pipe(v.string(), v.nonEmpty('must not be empty')),
  ltype: v.optional(LtypeParam, 0),
});
export type LoginSigninBody = v.InferInput<typeof LoginSigninBodySchema>;

/** The signed-in client, kept in the browser session. */
export const ClientLoginSchema = v.object({
  uImg: v.nullish(AbsoluteUrl),
  uName: v.string(),
  /** Extra: the client's uid (for /login/uid). */
  uid: v.nullish(v.number()),
});
export type ClientLogin = v.InferOutput<typeof ClientLoginSchema>;

/** code 200 → data is the client; wrong credentials → code 401 with msg "Invalid Username Or Password". */
export const LoginSigninResponseSchema = codeEnvelope(ClientLoginSchema);
export type LoginSigninResponse = v.InferOutput<typeof LoginSigninResponseSchema>;
