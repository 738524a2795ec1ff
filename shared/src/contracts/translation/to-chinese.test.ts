import * as v from 'valibot';
import { ToChineseBodySchema, ToChineseResponseSchema } from './to-chinese';

describe('ToChineseResponseSchema', () => {
  it('requires the translated text on success; keeps failures parseable', () => {
    expect(v.parse(ToChineseResponseSchema, { code: 200, data: { text: '明亮' } })).toMatchObject({
      code: 200,
      data: { text: '明亮' },
    });
    expect(v.safeParse(ToChineseResponseSchema, { code: 200, data: {} }).success).toBe(false);
    expect(v.parse(ToChineseResponseSchema, { code: 500, msg: 'down' })).toMatchObject({ code: 500 });
  });
  it('body: a text', () => {
    expect(v.safeParse(ToChineseBodySchema, { text: 'Bright' }).success).toBe(true);
    expect(v.safeParse(ToChineseBodySchema, {}).success).toBe(false);
  });
});
