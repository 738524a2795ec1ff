import * as v from 'valibot';
import { WechatSignatureQuerySchema, WechatSignatureResponseSchema } from './signature';

describe('WechatSignatureResponseSchema', () => {
  it('requires the four wx.config values (numbers accepted as text)', () => {
    const ok = { appId: 'wx1', timestamp: 1795000000, nonceStr: 'n', signature: 's' };
    expect(v.parse(WechatSignatureResponseSchema, { code: 200, data: ok })).toMatchObject({
      data: { timestamp: '1795000000' },
    });
    expect(v.safeParse(WechatSignatureResponseSchema, { code: 200, data: { appId: 'wx1' } }).success).toBe(
      false,
    );
  });
  it('query: an absolute url', () => {
    expect(v.safeParse(WechatSignatureQuerySchema, { url: 'https://a.test/x' }).success).toBe(true);
    expect(v.safeParse(WechatSignatureQuerySchema, { url: 'x' }).success).toBe(false);
  });
});
