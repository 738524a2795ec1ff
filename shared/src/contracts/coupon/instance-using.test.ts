import * as v from 'valibot';
import { InstanceUsingBodySchema, InstanceUsingResponseSchema } from './instance-using';
import { PersonalInfoBodySchema, PersonalInfoResponseSchema } from '../cmis/personal-info';
import { SendMobileCodeResponseSchema } from '../cmis/send-mobile-code';

describe('appointment contracts', () => {
  it('reads booking answers with and without data, and a rejection with its message', () => {
    expect(v.parse(InstanceUsingResponseSchema, { errorCode: 200 })).toMatchObject({ errorCode: 200 });
    expect(
      v.parse(InstanceUsingResponseSchema, { errorCode: '3003', errorMsg: 'Already redeemed' }),
    ).toMatchObject({
      errorCode: 3003,
      errorMsg: 'Already redeemed',
    });
    expect(v.safeParse(InstanceUsingBodySchema, { instid: 1, partnerid: 2, phone: '' }).success).toBe(false);
  });

  it('reads the texted code (a number or a string) and the 401 refusal', () => {
    expect(v.parse(SendMobileCodeResponseSchema, { code: 200, data: 123456 })).toMatchObject({
      data: '123456',
    });
    expect(v.parse(SendMobileCodeResponseSchema, { code: 401, msg: 'used' })).toMatchObject({ code: 401 });
    expect(v.safeParse(SendMobileCodeResponseSchema, { code: 200, data: '' }).success).toBe(false);
  });

  it('accepts any personalInfo answer and requires the code and the new phone', () => {
    expect(v.parse(PersonalInfoResponseSchema, { code: 200 })).toMatchObject({ code: 200 });
    const body = { userid: 20101, vCode: '1234', personalInfo: { uPhone: '+14165550199' } };
    expect(v.parse(PersonalInfoBodySchema, body).personalInfo.countryType).toBe(38);
    expect(v.safeParse(PersonalInfoBodySchema, { ...body, vCode: ' ' }).success).toBe(false);
  });
});
