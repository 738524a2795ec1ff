import { LoginUidBodySchema, type UserInfoInput } from '@hearth/shared/contracts/cmis';
import { findClientByUid } from '../../db/queries/clients';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { BadRequest, fail, jsonBody, ok, parseWith } from '../../http/respond';

/** POST /cmis/login/uid {uid, ltype}: the hybrid user by uid. */
export function mountLoginUid(app: App, deps: AppDeps): void {
  app.post('/cmis/login/uid', async (c) => {
    const body = parseWith(LoginUidBodySchema, await jsonBody(c));
    const uid = Number(body.uid);
    if (!Number.isSafeInteger(uid)) throw new BadRequest('uid: must be an integer');
    const client = await findClientByUid(deps.db, uid);
    if (!client) return fail(c, 404, `No user ${body.uid}`);
    const data: UserInfoInput = {
      uName: client.name,
      uGender: client.gender,
      uPhone: client.phone,
      uEmail: client.email,
      uImg: client.avatar_name ? fileUrl(deps, `avatars/${client.avatar_name}.svg`) : null,
      countryid: client.country_id,
      zone_code: client.zone_code,
      resPartnerId: client.res_partner_id,
    };
    return ok(c, data);
  });
}
