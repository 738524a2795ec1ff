import * as v from 'valibot';
import { ToChineseBodySchema, ToChineseResponseSchema } from './to-chinese';

describe('ToChineseResponseSchema', () => {
  it("reads data.res both ways: the body's res, or the envelope's data.res", () => {
    expect(v.parse(ToChineseResponseSchema, { res: '明亮' })).toBe('明亮');
    expect(v.parse(ToChineseResponseSchema, { code: 200, data: { res: '明亮' } })).toBe('明亮');
    expect(v.parse(ToChineseResponseSchema, { res: '甲', data: { res: '乙' } })).toBe('甲');
  });
  it('fails without a translated text (nothing to show)', () => {
    expect(v.safeParse(ToChineseResponseSchema, { code: 200, data: {} }).success).toBe(false);
    expect(v.safeParse(ToChineseResponseSchema, { code: 200, data: { text: '明亮' } }).success).toBe(false);
    expect(v.safeParse(ToChineseResponseSchema, { code: 500, msg: 'down' }).success).toBe(false);
  });
  it("body: str and region zh-CN (the spec's names)", () => {
    expect(v.safeParse(ToChineseBodySchema, { str: 'Bright', region: 'zh-CN' }).success).toBe(true);
    expect(v.safeParse(ToChineseBodySchema, { str: 'Bright' }).success).toBe(false);
    expect(v.safeParse(ToChineseBodySchema, { text: 'Bright', region: 'zh-CN' }).success).toBe(false);
  });
});
