import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { intParam, LtypeParam, NonEmpty } from '../params';
import { Text } from '../tolerant';

/** POST JSON {cmis}/login/sendMobileCode : texts a verification code to a phone and answers it (spec §7 #2). */

export const SendMobileCodeBodySchema = v.object({
  /** `+1` and 10 digits (the appointment page's format). */
  phone: NonEmpty,
  /** The SMS text the code is appended to (localised by the page). */
  phoneSendMes: v.optional(v.string(), ''),
  type: v.optional(intParam(1, 1), 1),
  ltype: v.optional(LtypeParam, 1),
  /** 38 = Canada. */
  countryType: v.optional(intParam(1), 38),
});
export type SendMobileCodeBody = v.InferInput<typeof SendMobileCodeBodySchema>;

/** code 200: `data` is the code (the page compares the user's entry with it); code 401: the phone cannot get one. */
export const SendMobileCodeResponseSchema = codeEnvelope(
  v.pipe(Text, v.trim(), v.nonEmpty('the code is empty')),
);
export type SendMobileCodeResponse = v.InferOutput<typeof SendMobileCodeResponseSchema>;

/** The business code that closes the dialog and alerts message 37. */
export const SEND_CODE_REFUSED = 401;
