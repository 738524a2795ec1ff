import {
  LoginUidResponseSchema,
  PersonalInfoResponseSchema,
  SendMobileCodeResponseSchema,
} from '@hearth/shared/contracts/cmis';
import { InstanceUsingResponseSchema } from '@hearth/shared/contracts/coupon';
import { parseFail, parseOk, withTestSandbox } from '../testing/sandbox';

const sb = withTestSandbox();

const book = (instid: number, partnerid = 7101) =>
  sb().app.request('/coupon/coupon/instance/using', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      instid: String(instid),
      partnerid: String(partnerid),
      uname: 'Grace Liu',
      phone: '+14165550101',
    }).toString(),
  });

describe('appointment: phone change and booking', () => {
  it('texts a code to a free phone, refuses a phone of another account with 401', async () => {
    const body = { phone: '+14165550177', phoneSendMes: 'Code:', type: 1, ltype: 1, countryType: 38 };
    const { data } = parseOk(
      SendMobileCodeResponseSchema,
      (await sb().post('/cmis/login/sendMobileCode', body)).body,
    );
    expect(data).toMatch(/^\d{6}$/);
    const taken = (await sb().post('/cmis/login/sendMobileCode', { ...body, phone: '+16475550199' })).body;
    parseFail(SendMobileCodeResponseSchema, taken, 401);
    expect((await sb().post('/cmis/login/sendMobileCode', { ...body, phone: '12' })).status).toBe(400);
  });

  it('changes the stored phone only with the texted code', async () => {
    const sent = parseOk(
      SendMobileCodeResponseSchema,
      (await sb().post('/cmis/login/sendMobileCode', { phone: '+14165550188' })).body,
    );
    const info = (vCode: string) => ({
      userid: 20103,
      vCode,
      ltype: 1,
      personalInfo: { uPhone: '+14165550188', uName: 'Sofia Rossi', countryType: 38, zone_code: '+1' },
    });
    parseFail(
      PersonalInfoResponseSchema,
      (await sb().post('/cmis/ac/personalInfo', info('000000'))).body,
      402,
    );
    parseOk(PersonalInfoResponseSchema, (await sb().post('/cmis/ac/personalInfo', info(sent.data))).body);
    const user = parseOk(
      LoginUidResponseSchema,
      (await sb().post('/cmis/login/uid', { uid: 20103, ltype: 1 })).body,
    );
    expect(user.data.uPhone).toBe('4165550188');
  });

  it('books a ready instance once: two concurrent bookings give one success and one 3003', async () => {
    const [a, b] = await Promise.all([book(5005), book(5005)]);
    const codes = [await a.json(), await b.json()].map((r) => (r as { errorCode: number }).errorCode).sort();
    expect(codes).toEqual([200, 3003]);
    const { rows } = await sb().db.query<{ status: number; booked_phone: string }>(
      'SELECT status::int AS status, booked_phone FROM coupon_instances WHERE id = 5005',
    );
    expect(rows[0]).toEqual({ status: 1, booked_phone: '+14165550101' });
  });

  it('maps the other states to the coupon business codes', async () => {
    parseOk(InstanceUsingResponseSchema, await (await book(5006)).json());
    parseFail(InstanceUsingResponseSchema, await (await book(5001)).json(), 3001);
    parseFail(InstanceUsingResponseSchema, await (await book(5009)).json(), 3005);
    parseFail(InstanceUsingResponseSchema, await (await book(5010)).json(), 3102);
    parseFail(InstanceUsingResponseSchema, await (await book(5007, 7103)).json(), 3101);
    const rejected = (await (await book(5011)).json()) as { errorMsg: string };
    expect(rejected.errorMsg).toBe('Instance inactive or expired');
  });
});
