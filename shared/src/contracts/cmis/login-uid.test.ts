import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { LoginUidResponseSchema } from './login-uid';

describe('LoginUidResponseSchema', () => {
  it('accepts a spec-only user (uName, uEmail) and defaults countryid to 38', () => {
    const out = v.parse(LoginUidResponseSchema, { code: 200, data: { uName: 'Wei', uEmail: 'w@x.ca' } });
    expect(unwrapCode(out, 'test').data).toMatchObject({
      uName: 'Wei',
      uEmail: 'w@x.ca',
      uImg: null,
      countryid: 38,
      resPartnerId: null,
    });
  });
  it('accepts extra fields, string numbers and partnerId as an alias of resPartnerId', () => {
    const out = v.parse(LoginUidResponseSchema, {
      code: 200,
      data: { uName: 'Wei', countryid: '38', partnerId: 7001, vip: true },
    });
    expect(unwrapCode(out, 'test').data).toMatchObject({ countryid: 38, resPartnerId: '7001' });
    expect(unwrapCode(out, 'test').data).not.toHaveProperty('vip');
  });
  it('fails when the user (data) is not an object', () => {
    expect(v.safeParse(LoginUidResponseSchema, { code: 200, data: 'Wei' }).success).toBe(false);
    expect(v.safeParse(LoginUidResponseSchema, { code: 200, data: null }).success).toBe(false);
  });
});
