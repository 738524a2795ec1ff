import * as v from 'valibot';
import { WechatSignatureBodySchema, WechatSignatureResponseSchema } from './wechat-signature';

describe('WechatSignatureResponseSchema', () => {
  it("reads the spec's four values (noncestr), numbers accepted as text; output nonceStr for wx.config", () => {
    const data = { appId: 'wx1', timestamp: 1795000000, noncestr: 'n', signature: 's' };
    expect(v.parse(WechatSignatureResponseSchema, { code: 200, data })).toEqual({
      code: 200,
      msg: null,
      data: { appId: 'wx1', timestamp: '1795000000', nonceStr: 'n', signature: 's' },
    });
  });
  it("requires each of them: noncestr is the spec's name", () => {
    const nonceStr = { appId: 'wx1', timestamp: '1', nonceStr: 'n', signature: 's' };
    expect(v.safeParse(WechatSignatureResponseSchema, { code: 200, data: nonceStr }).success).toBe(false);
    expect(v.safeParse(WechatSignatureResponseSchema, { code: 200, data: { appId: 'wx1' } }).success).toBe(
      false,
    );
    expect(v.parse(WechatSignatureResponseSchema, { code: 500, msg: 'down' })).toMatchObject({ code: 500 });
  });
  it('body: an absolute url', () => {
    expect(v.safeParse(WechatSignatureBodySchema, { url: 'https://a.test/x' }).success).toBe(true);
    expect(v.safeParse(WechatSignatureBodySchema, { url: 'x' }).success).toBe(false);
  });
});
