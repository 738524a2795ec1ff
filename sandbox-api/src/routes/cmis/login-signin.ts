import { LoginSigninBodySchema, type ClientLoginInput } from '@hearth/shared/contracts/cmis';
import { findClientByKeyword } from '../../db/queries/clients';
import { verifyPassword } from '../../db/passwords';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { jsonOrFormBody } from '../../http/post-body';
import { fail, ok, parseWith } from '../../http/respond';

/** POST /cmis/login/signin {keyword, password, ltype} (JSON or form: see the entry). */
export function mountLoginSignin(app: App, deps: AppDeps): void {
  app.post('/cmis/login/signin', async (c) => {
    const body = parseWith(LoginSigninBodySchema, await jsonOrFormBody(c));
    const client = await findClientByKeyword(deps.db, body.keyword);
    if (!client || !verifyPassword(body.password, client.password_salt, client.password_hash)) {
      return fail(c, 401, 'Invalid Username Or Password');
    }
    const data: ClientLoginInput = {
      uImg: client.avatar_name ? fileUrl(deps, `avatars/${client.avatar_name}.svg`) : null,
      uName: client.name,
      uid: client.uid,
    };
    return ok(c, data);
  });
}
