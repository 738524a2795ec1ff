import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { AbsoluteUrl, IdParam, LtypeParam } from '../params';

/** POST JSON {cmis}/login/uid : the hybrid user (fjjUserId from the native app) by uid. */

export const LoginUidBodySchema = v.object({
  uid: IdParam,
  ltype: v.optional(LtypeParam, 1),
});
export type LoginUidBody = v.InferInput<typeof LoginUidBodySchema>;

/** User info. resPartnerId (a.k.a. partnerId) is null for users without a billing partner. */
export const UserInfoSchema = v.object({
  uName: v.string(),
  /** 'M', 'F' or null. */
  uGender: v.nullish(v.string()),
  /** 10 digits, e.g. "6475550199". */
  uPhone: v.nullish(v.string()),
  uEmail: v.nullish(v.string()),
  uImg: v.nullish(AbsoluteUrl),
  /** 38 = Canada (default). */
  countryid: v.number(),
  /** Phone region code, e.g. "+1". */
  zone_code: v.nullish(v.string()),
  resPartnerId: v.nullish(v.number()),
});
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;

/** Unknown uid → code 404. */
export const LoginUidResponseSchema = codeEnvelope(UserInfoSchema);
export type LoginUidResponse = v.InferOutput<typeof LoginUidResponseSchema>;
