import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { GetUserInfoResponseSchema } from './get-user-info';

describe('GetUserInfoResponseSchema', () => {
  it('accepts a minimal answer: an empty data object (the spec promises no field)', () => {
    const out = v.parse(GetUserInfoResponseSchema, { code: 200, data: {} });
    expect(unwrapCode(out, 'test').data).toMatchObject({
      agentName: null,
      agentImageUrl: null,
      userId: null,
      cims_uid: null,
      website_status: null,
      storeInfo: null,
    });
  });
  it('accepts a spec-only answer with string ids, "" pictures and an upper-case template', () => {
    const out = v.parse(GetUserInfoResponseSchema, {
      code: 200,
      data: {
        agentName: 'Mia Lin',
        agentPhone: 4165550177,
        agentImageUrl: '',
        agentBannerUrl: '',
        userId: '1003',
        yonghuId: 81003,
        website_status: 1,
        storeInfo: { template: 'EPIC' },
      },
    });
    expect(unwrapCode(out, 'test').data).toMatchObject({
      agentName: 'Mia Lin',
      agentPhone: 4165550177,
      agentImageUrl: null,
      agentBannerUrl: null,
      userId: '1003',
      yonghuId: '81003',
      website_status: true,
      storeInfo: { template: 'epic', timestamp: null },
    });
  });
  it('ignores extra fields and degrades optional fields of the wrong type', () => {
    const out = v.parse(GetUserInfoResponseSchema, {
      code: 200,
      data: { agentName: 'Lily', agentTitle: { en: 'x' }, storeInfo: 'default', loginCount: 3 },
    });
    expect(unwrapCode(out, 'test').data).toMatchObject({
      agentName: 'Lily',
      agentTitle: null,
      storeInfo: null,
    });
    expect(unwrapCode(out, 'test').data).not.toHaveProperty('loginCount');
  });
  it('fails when data, the one required part, is not an object', () => {
    expect(v.safeParse(GetUserInfoResponseSchema, { code: 200, data: 'lily' }).success).toBe(false);
    expect(v.safeParse(GetUserInfoResponseSchema, { code: 200 }).success).toBe(false);
  });
});
