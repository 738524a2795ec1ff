import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { IdParam, LtypeParam } from '../params';
import { Id, maybe, NumberLike, PictureUrl, Text } from '../tolerant';

/** POST JSON {cmis}/login/uid : the hybrid user (fjjUserId from the native app) by uid. */

export const LoginUidBodySchema = v.object({
  uid: IdParam,
  ltype: v.optional(LtypeParam, 1),
});
export type LoginUidBody = v.InferInput<typeof LoginUidBodySchema>;

/**
 * User info (spec: uName, uGender, uPhone, uEmail, uImg, countryid (default 38), zone_code, resPartnerId a.k.a.
 * partnerId). Every field is optional: the appointment page shows what there is, booking needs resPartnerId
 * (missing → the page's "missing partner id" alert), countryid defaults to 38. Ids are strings.
 */
export const UserInfoSchema = v.pipe(
  v.object({
    uName: maybe(Text),
    /** 'M', 'F' or null. */
    uGender: maybe(Text),
    /** 10 digits, e.g. "6475550199". */
    uPhone: maybe(Text),
    uEmail: maybe(Text),
    uImg: maybe(PictureUrl),
    /** 38 = Canada (the default when absent). */
    countryid: v.optional(
      v.fallback(
        v.pipe(
          v.nullable(NumberLike),
          v.transform((n) => n ?? 38),
        ),
        38,
      ),
      38,
    ),
    /** Phone region code, e.g. "+1". */
    zone_code: maybe(Text),
    /** Null for users without a billing partner. Also accepted under the name `partnerId`. */
    resPartnerId: maybe(Id),
    partnerId: maybe(Id),
  }),
  v.transform((u) => ({ ...u, resPartnerId: u.resPartnerId ?? u.partnerId })),
);
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;
export type UserInfoInput = v.InferInput<typeof UserInfoSchema>;

/** Unknown uid → code 404. */
export const LoginUidResponseSchema = codeEnvelope(UserInfoSchema);
export type LoginUidResponse = v.InferOutput<typeof LoginUidResponseSchema>;
