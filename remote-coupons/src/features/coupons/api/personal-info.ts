import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { PersonalInfoResponseSchema, type UserInfo } from '@hearth/shared/contracts/cmis';
import { wireId } from '@hearth/shared/contracts/common';
import { personalInfo } from '@hearth/shared/spec-calls';

const PATH = personalInfo.path;

/** Coupons §7 #3, POST JSON {cmis}/ac/personalInfo : stores the user's new phone (with the texted code); any code but 200 throws. */
export async function changePhone(uid: string, user: UserInfo, phone: string, vCode: string): Promise<void> {
  const body = await requestCall(personalInfo, {
    schema: PersonalInfoResponseSchema,
    params: {
      userid: wireId(uid),
      vCode,
      ltype: 1,
      personalInfo: {
        uPhone: phone,
        uName: user.uName,
        uGender: user.uGender,
        uEmail: user.uEmail,
        uImg: user.uImg,
        countryType: user.countryid,
        zone_code: user.zone_code ?? '+1',
      },
    },
  });
  unwrapCode(body, `cmis:${PATH}`);
}
