import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { GetAgentProfileResponseSchema } from './get-agent-profile';

describe('GetAgentProfileResponseSchema', () => {
  it('accepts the spec-only answer: data including cims_uid (nothing else)', () => {
    const out = v.parse(GetAgentProfileResponseSchema, { code: 200, data: { cims_uid: 51003 } });
    expect(out).toMatchObject({
      code: 200,
      data: { cims_uid: '51003', username: null, userId: null, yonghuId: null, website_status: null },
    });
  });
  it('accepts extra fields and string-typed ids / flags', () => {
    const out = v.parse(GetAgentProfileResponseSchema, {
      code: '200',
      data: {
        cims_uid: '51001',
        username: 'lily',
        userId: 1001,
        yonghuId: '81001',
        website_status: 'false',
        avatar: 'x',
      },
      requestId: 'abc',
    });
    expect(unwrapCode(out, 'test').data).toEqual({
      cims_uid: '51001',
      username: 'lily',
      userId: '1001',
      yonghuId: '81001',
      website_status: false,
    });
  });
  it('fails when cims_uid is missing or of the wrong type', () => {
    expect(v.safeParse(GetAgentProfileResponseSchema, { code: 200, data: { userId: 1 } }).success).toBe(
      false,
    );
    expect(v.safeParse(GetAgentProfileResponseSchema, { code: 200, data: { cims_uid: {} } }).success).toBe(
      false,
    );
    expect(v.safeParse(GetAgentProfileResponseSchema, { code: 200, data: { cims_uid: '' } }).success).toBe(
      false,
    );
  });
  it('parses an unknown agent as the failure branch', () => {
    expect(v.parse(GetAgentProfileResponseSchema, { code: 404, msg: 'No agent' })).toMatchObject({
      code: 404,
    });
  });
});
