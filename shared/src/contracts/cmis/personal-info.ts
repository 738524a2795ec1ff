import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { IdParam, intParam, LtypeParam, NonEmpty } from '../params';

/** POST JSON {cmis}/ac/personalInfo : changes the user's personal info (the appointment page: the phone). */

export const PersonalInfoBodySchema = v.object({
  userid: IdParam,
  /** The verification code texted to the new phone. */
  vCode: NonEmpty,
  ltype: v.optional(LtypeParam, 1),
  personalInfo: v.object({
    uPhone: NonEmpty,
    uName: v.optional(v.nullable(v.string())),
    uGender: v.optional(v.nullable(v.string())),
    uEmail: v.optional(v.nullable(v.string())),
    uImg: v.optional(v.nullable(v.string())),
    countryType: v.optional(intParam(1), 38),
    zone_code: v.optional(v.nullable(v.string())),
  }),
});
export type PersonalInfoBody = v.InferInput<typeof PersonalInfoBodySchema>;

/** The answer is not shown by the spec: only the code is read (200 = changed); data may be anything. */
export const PersonalInfoResponseSchema = codeEnvelope(v.optional(v.unknown()));
export type PersonalInfoResponse = v.InferOutput<typeof PersonalInfoResponseSchema>;
