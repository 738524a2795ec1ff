import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { LoginSigninResponseSchema } from './login-signin';

describe('LoginSigninResponseSchema', () => {
  it('accepts the spec-only client (uImg, uName) and an empty one', () => {
    expect(v.parse(LoginSigninResponseSchema, { code: 200, data: { uName: 'Ann', uImg: '' } })).toMatchObject(
      {
        data: { uName: 'Ann', uImg: null, uid: null },
      },
    );
    expect(v.parse(LoginSigninResponseSchema, { code: 200, data: {} })).toMatchObject({
      data: { uName: null, uImg: null },
    });
  });
  it('ignores extra fields; uid is a string', () => {
    const out = v.parse(LoginSigninResponseSchema, {
      code: 200,
      data: { uName: 'Ann', uImg: 'http://x/a.jpg', uid: 9, token: 'secret' },
    });
    expect(unwrapCode(out, 'test').data).toEqual({ uName: 'Ann', uImg: 'http://x/a.jpg', uid: '9' });
  });
  it('fails when the client (data) is not an object', () => {
    expect(v.safeParse(LoginSigninResponseSchema, { code: 200, data: 'Ann' }).success).toBe(false);
  });
  it('parses wrong credentials as the failure branch', () => {
    expect(
      v.parse(LoginSigninResponseSchema, { code: 401, msg: 'Invalid Username Or Password' }),
    ).toMatchObject({
      code: 401,
    });
  });
});
