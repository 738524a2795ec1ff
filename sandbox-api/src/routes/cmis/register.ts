import { REGISTER_EMAIL_USED, RegisterBodySchema } from '@hearth/shared/contracts/cmis';
import { createClient } from '../../db/queries/clients';
import type { App, AppDeps } from '../../http/deps';
import { jsonOrFormBody } from '../../http/post-body';
import { BadRequest, fail, ok, parseWith } from '../../http/respond';

/** POST /cmis/regis/rgs {keyword, password, type, ltype, comfirmPassword, countryId} (JSON or form: see the entry). */
export function mountRegister(app: App, deps: AppDeps): void {
  app.post('/cmis/regis/rgs', async (c) => {
    const body = parseWith(RegisterBodySchema, await jsonOrFormBody(c));
    if (body.password !== body.comfirmPassword) {
      throw new BadRequest('Your password and confirmation password do not match');
    }
    const created = await createClient(deps.db, {
      email: body.keyword,
      password: body.password,
      countryId: body.countryId,
    });
    if (!created) {
      return fail(
        c,
        REGISTER_EMAIL_USED,
        'Email Has Been Used. Please Feel Free To Contact Us, If There Is Any Question.',
      );
    }
    return ok(c, { uid: created.uid, uName: created.name });
  });
}
