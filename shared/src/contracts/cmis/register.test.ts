import * as v from 'valibot';
import { RegisterResponseSchema } from './register';

describe('RegisterResponseSchema', () => {
  it('accepts the spec-only answer: a code and nothing else', () => {
    expect(v.parse(RegisterResponseSchema, { code: 200 })).toEqual({ code: 200, msg: null, data: null });
    expect(v.parse(RegisterResponseSchema, { code: '300', msg: 'Email Has Been Used.' })).toMatchObject({
      code: 300,
    });
  });
  it('accepts extra fields and a success payload of another shape', () => {
    expect(v.parse(RegisterResponseSchema, { code: 200, data: { uid: 30001, uName: 'ann', x: 1 } })).toEqual({
      code: 200,
      msg: null,
      data: { uid: '30001', uName: 'ann' },
    });
    expect(v.parse(RegisterResponseSchema, { code: 200, data: true })).toMatchObject({ data: null });
  });
  it('fails when the code is not a code', () => {
    expect(v.safeParse(RegisterResponseSchema, { code: 'success' }).success).toBe(false);
    expect(v.safeParse(RegisterResponseSchema, { data: {} }).success).toBe(false);
  });
});
