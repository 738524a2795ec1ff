import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { LtypeParam, NonEmpty } from '../params';
import { Id, maybe, PictureUrl, Text } from '../tolerant';

/** POST JSON {cmis}/login/signin : client sign-in. */

/** Body: keyword is the account e-mail (or phone digits); ltype 0 from the site. */
export const LoginSigninBodySchema = v.object({
  keyword: NonEmpty,
  password: v.pipe(v.string(), v.nonEmpty('must not be empty')),
  ltype: v.optional(LtypeParam, 0),
});
export type LoginSigninBody = v.InferInput<typeof LoginSigninBodySchema>;

/**
 * The signed-in client, kept in the browser session (spec: uImg, uName). Both optional: the header shows the
 * image only when there is one and "My Account" when the name is missing.
 */
export const ClientLoginSchema = v.object({
  uImg: maybe(PictureUrl),
  uName: maybe(Text),
  /** Extra: the client's uid (for /login/uid), as a string. */
  uid: maybe(Id),
});
export type ClientLogin = v.InferOutput<typeof ClientLoginSchema>;
export type ClientLoginInput = v.InferInput<typeof ClientLoginSchema>;

/**
 * code 200 → data is the client (an object; the spec reads data.data); wrong credentials → code 401 with msg
 * "Invalid Username Or Password".
 */
export const LoginSigninResponseSchema = codeEnvelope(ClientLoginSchema);
export type LoginSigninResponse = v.InferOutput<typeof LoginSigninResponseSchema>;
