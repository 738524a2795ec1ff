import { PersonalInfoBodySchema } from '@hearth/shared/contracts/cmis';
import { findClientByUid } from '../../db/queries/clients';
import { changePhone, nationalDigits } from '../../db/queries/mobile-codes';
import type { App, AppDeps } from '../../http/deps';
import { BadRequest, fail, jsonBody, ok, parseWith } from '../../http/respond';

/**
 * POST /cmis/ac/personalInfo {userid, vCode, ltype, personalInfo}: stores the new phone when vCode is the code texted
 * to it (code 200, data = the stored phone); a wrong code → 402; an unknown user → 404.
 */
export function mountPersonalInfo(app: App, deps: AppDeps): void {
  app.post('/cmis/ac/personalInfo', async (c) => {
    const body = parseWith(PersonalInfoBodySchema, await jsonBody(c));
    const uid = Number(body.userid);
    const digits = nationalDigits(body.personalInfo.uPhone);
    if (!Number.isSafeInteger(uid) || !digits)
      throw new BadRequest('userid or personalInfo.uPhone is invalid');
    if (!(await findClientByUid(deps.db, uid))) return fail(c, 404, `No user ${body.userid}`);
    if (!(await changePhone(deps.db, uid, digits, body.vCode)))
      return fail(c, 402, 'Wrong verification code');
    return ok(c, { uPhone: digits });
  });
}
