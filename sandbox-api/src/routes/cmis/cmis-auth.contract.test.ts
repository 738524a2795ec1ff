import {
  LoginSigninResponseSchema,
  LoginUidResponseSchema,
  RegisterResponseSchema,
} from '@hearth/shared/contracts/cmis';
import { SEED_CLIENT_PASSWORD } from '../../seed/clients';
import { parseFail, parseOk, withTestSandbox } from '../../testing/sandbox';

const sb = withTestSandbox();

describe('POST /cmis/login/signin', () => {
  it('signs a seeded client in by e-mail or phone', async () => {
    const byEmail = parseOk(
      LoginSigninResponseSchema,
      (
        await sb().post('/cmis/login/signin', {
          keyword: 'Wei.Zhang@example.com',
          password: SEED_CLIENT_PASSWORD,
          ltype: 0,
        })
      ).body,
    );
    expect(byEmail.data).toMatchObject({ uName: 'Wei Zhang', uid: '20001' });
    const byPhone = parseOk(
      LoginSigninResponseSchema,
      (
        await sb().post('/cmis/login/signin', {
          keyword: '647 555 0199',
          password: SEED_CLIENT_PASSWORD,
          ltype: 0,
        })
      ).body,
    );
    expect(byPhone.data.uid).toBe('20001');
  });
  it('refuses wrong credentials with 401 and empty input with 400', async () => {
    const wrong = await sb().post('/cmis/login/signin', {
      keyword: 'wei.zhang@example.com',
      password: 'nope',
      ltype: 0,
    });
    parseFail(LoginSigninResponseSchema, wrong.body, 401);
    expect(wrong.body).toMatchObject({ msg: 'Invalid Username Or Password' });
    expect((await sb().post('/cmis/login/signin', { keyword: '', password: '' })).status).toBe(400);
    expect((await sb().post('/cmis/login/signin', '{not json')).status).toBe(400);
  });
});

describe('POST /cmis/regis/rgs', () => {
  const form = {
    keyword: 'new.client@example.com',
    password: 's3cret!',
    comfirmPassword: 's3cret!',
    type: 1,
    ltype: 0,
    countryId: 38,
  };
  it('registers, then answers 300 for the same e-mail, and the account can sign in', async () => {
    const created = parseOk(RegisterResponseSchema, (await sb().post('/cmis/regis/rgs', form)).body);
    expect(Number(created.data?.uid)).toBeGreaterThanOrEqual(30001);
    parseFail(
      RegisterResponseSchema,
      (await sb().post('/cmis/regis/rgs', { ...form, keyword: 'NEW.client@example.com' })).body,
      300,
    );
    const signin = parseOk(
      LoginSigninResponseSchema,
      (await sb().post('/cmis/login/signin', { keyword: form.keyword, password: form.password, ltype: 0 }))
        .body,
    );
    expect(signin.data.uName).toBe('new.client');
  });
  it('rejects mismatched confirmation and invalid e-mail with 400', async () => {
    const mismatch = await sb().post('/cmis/regis/rgs', {
      ...form,
      keyword: 'x@example.com',
      comfirmPassword: 'other',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      code: 400,
      msg: 'Your password and confirmation password do not match',
    });
    expect((await sb().post('/cmis/regis/rgs', { ...form, keyword: 'not-an-email' })).status).toBe(400);
  });
});

describe('POST /cmis/login/uid', () => {
  it('returns the hybrid user with partner id, or null partner', async () => {
    const wei = parseOk(
      LoginUidResponseSchema,
      (await sb().post('/cmis/login/uid', { uid: '20001', ltype: 1 })).body,
    );
    expect(wei.data).toMatchObject({
      uName: 'Wei Zhang',
      uEmail: 'wei.zhang@example.com',
      countryid: 38,
      zone_code: '+1',
      resPartnerId: '7001',
    });
    const emily = parseOk(
      LoginUidResponseSchema,
      (await sb().post('/cmis/login/uid', { uid: 20002, ltype: 1 })).body,
    );
    expect(emily.data.resPartnerId).toBeNull();
  });
  it('answers 404 for an unknown uid and 400 for a bad one', async () => {
    parseFail(LoginUidResponseSchema, (await sb().post('/cmis/login/uid', { uid: 1, ltype: 1 })).body, 404);
    expect((await sb().post('/cmis/login/uid', { uid: 'abc', ltype: 1 })).status).toBe(400);
  });
});
