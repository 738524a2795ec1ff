import { setRuntimeConfig } from '../../config/config-store';
import { installFetchRoutes } from '../../testing/fetch-routes';
import { makeTestConfig } from '../../testing/test-config';
import { loginByUid } from './login-uid';

const USER = { uName: 'Grace Liu', uEmail: 'grace.liu@example.com' };

describe('loginByUid', () => {
  let restore = () => {};
  beforeEach(() => setRuntimeConfig(makeTestConfig()));
  afterEach(() => restore());

  it('posts {uid, ltype: 1} as JSON and gives the user of code 200', async () => {
    const routes = installFetchRoutes({
      'POST cmis /login/uid': () => ({ body: { code: 200, msg: 'success', data: USER } }),
    });
    restore = routes.restore;
    await expect(loginByUid('7')).resolves.toMatchObject(USER);
    expect(JSON.parse(routes.requests[0]!.body ?? '')).toEqual({ uid: '7', ltype: 1 });
  });

  it('gives null (no user) for any other code', async () => {
    restore = installFetchRoutes({
      'POST cmis /login/uid': () => ({ body: { code: 404, msg: 'No user' } }),
    }).restore;
    await expect(loginByUid('7')).resolves.toBeNull();
  });

  it('fails on an HTTP error', async () => {
    restore = installFetchRoutes({ 'POST cmis /login/uid': () => ({ status: 500, body: {} }) }).restore;
    await expect(loginByUid('7')).rejects.toMatchObject({ kind: 'http' });
  });
});
