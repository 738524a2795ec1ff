import * as v from 'valibot';
import { BoolParam, IdParam, intParam, IsoDate, LtypeParam, UtcDateTime } from './params';

describe('request params', () => {
  it('intParam accepts numbers and numeric strings within bounds', () => {
    expect(v.parse(intParam(1), '2')).toBe(2);
    expect(v.parse(intParam(1), 3)).toBe(3);
    expect(v.safeParse(intParam(1), '0').success).toBe(false);
    expect(v.safeParse(intParam(1), 'x').success).toBe(false);
  });
  it('LtypeParam: 1 English, anything else Chinese', () => {
    expect(['1', 1, '1-en', '0', 0, 'x'].map((x) => v.parse(LtypeParam, x))).toEqual([1, 1, 1, 0, 0, 0]);
  });
  it('BoolParam accepts true/false in any case and 1/0', () => {
    expect(['true', 'TRUE', '1', 1, true].map((x) => v.parse(BoolParam, x))).toEqual(Array(5).fill(true));
    expect(['false', 'False', '0', 0, false].map((x) => v.parse(BoolParam, x))).toEqual(Array(5).fill(false));
    expect(v.safeParse(BoolParam, 'maybe').success).toBe(false);
  });
  it('IdParam outputs a string', () => {
    expect(v.parse(IdParam, 20001)).toBe('20001');
    expect(v.safeParse(IdParam, ' ').success).toBe(false);
  });
  it('UtcDateTime and IsoDate are tolerant date forms (normalised)', () => {
    expect(v.parse(UtcDateTime, '2026-09-14 15:30:00')).toBe('2026-09-14T15:30:00');
    expect(v.parse(UtcDateTime, '2026-09-14T15:30:00Z')).toBe('2026-09-14T15:30:00Z');
    expect(v.parse(IsoDate, '2027-03-31')).toBe('2027-03-31');
    expect(v.parse(IsoDate, '2027-03-31 23:59:59')).toBe('2027-03-31T23:59:59');
    expect(v.safeParse(IsoDate, '31/03/2027').success).toBe(false);
  });
});
