import * as v from 'valibot';
import { unwrapCode } from '../api/unwrap';
import { captureContractDrops } from '../testing/contract-drops';
import { codeEnvelope, errorCodeEnvelope, LooseText, pagedCodeEnvelope } from './envelope';

const Data = v.object({ name: v.string() });

describe('codeEnvelope', () => {
  const S = codeEnvelope(Data);
  it('accepts a minimal OK answer (no msg) and a code sent as a string', () => {
    expect(v.parse(S, { code: 200, data: { name: 'a' } })).toEqual({
      code: 200,
      msg: null,
      data: { name: 'a' },
    });
    expect(v.parse(S, { code: '200', data: { name: 'a' } }).code).toBe(200);
  });
  it('ignores extra fields', () => {
    expect(v.parse(S, { code: 200, msg: 'ok', data: { name: 'a', more: 1 }, traceId: 'x' })).toEqual({
      code: 200,
      msg: 'ok',
      data: { name: 'a' },
    });
  });
  it('parses any other code as the failure branch, with or without data', () => {
    expect(v.parse(S, { code: 404, msg: 'no agent' })).toMatchObject({ code: 404, msg: 'no agent' });
    expect(v.parse(S, { code: '500', data: 'whatever' })).toMatchObject({ code: 500 });
  });
  it('fails on a broken envelope or a code-200 answer with the wrong data', () => {
    expect(v.safeParse(S, { code: 200, data: { name: 42 } }).success).toBe(false);
    expect(v.safeParse(S, { code: 200 }).success).toBe(false);
    expect(v.safeParse(S, { status: 'ok', data: { name: 'a' } }).success).toBe(false);
    expect(v.safeParse(S, { code: 'OK', data: { name: 'a' } }).success).toBe(false);
    expect(v.safeParse(S, '<html>').success).toBe(false);
  });
});

describe('errorCodeEnvelope', () => {
  const S = errorCodeEnvelope(Data);
  it('accepts a minimal OK answer, extra fields, and a failure branch', () => {
    expect(v.parse(S, { errorCode: 200, data: { name: 'a' } })).toMatchObject({ errorCode: 200 });
    expect(v.parse(S, { errorCode: '200', errorMsg: 'ok', data: { name: 'a' }, x: 1 })).toEqual({
      errorCode: 200,
      errorMsg: 'ok',
      data: { name: 'a' },
    });
    expect(v.parse(S, { errorCode: 3005, errorMsg: 'expired' })).toMatchObject({ errorCode: 3005 });
  });
  it('fails on a wrong type in the OK data', () => {
    expect(v.safeParse(S, { errorCode: 200, data: { name: null } }).success).toBe(false);
  });
});

describe('pagedCodeEnvelope', () => {
  const S = pagedCodeEnvelope(Data, 'test:/paged data');
  it('accepts the spec-only answer (no pageSize / pageNo) with counts as strings', () => {
    const out = v.parse(S, { code: 200, data: [{ name: 'a' }], totalPage: '1', totalRecord: '1' });
    expect(out).toEqual({
      code: 200,
      msg: null,
      data: [{ name: 'a' }],
      totalPage: 1,
      totalRecord: 1,
      pageSize: null,
      pageNo: null,
    });
  });
  it('ignores extra fields', () => {
    const out = v.parse(S, {
      code: 200,
      data: [{ name: 'a', x: 1 }],
      totalPage: 1,
      totalRecord: 1,
      pageSize: 10,
      pageNo: 1,
      hasMore: false,
    });
    expect(out).toMatchObject({ data: [{ name: 'a' }], pageSize: 10, pageNo: 1 });
    expect(out).not.toHaveProperty('hasMore');
  });
  it('fails without the required counts or when data is not a list', () => {
    expect(v.safeParse(S, { code: 200, data: [], totalPage: 1 }).success).toBe(false);
    expect(v.safeParse(S, { code: 200, data: [], totalPage: 'many', totalRecord: 0 }).success).toBe(false);
    expect(v.safeParse(S, { code: 200, data: {}, totalPage: 0, totalRecord: 0 }).success).toBe(false);
  });
  it('drops and reports a malformed item, keeping the others', () => {
    const capture = captureContractDrops();
    try {
      const out = v.parse(S, {
        code: 200,
        data: [{ name: 'a' }, { name: 1 }, { name: 'c' }],
        totalPage: 1,
        totalRecord: 3,
      });
      expect(unwrapCode(out, 'test').data).toEqual([{ name: 'a' }, { name: 'c' }]);
      expect(capture.drops).toEqual([expect.objectContaining({ label: 'test:/paged data', index: 1 })]);
    } finally {
      capture.restore();
    }
  });
});

describe('LooseText', () => {
  it('accepts text, numbers and absence', () => {
    const S = v.object({ t: LooseText });
    expect(v.parse(S, {})).toEqual({ t: null });
    expect(v.parse(S, { t: 4165550142 })).toEqual({ t: 4165550142 });
    expect(v.parse(S, { t: {} })).toEqual({ t: null });
  });
});
