import { act, renderHook } from '@testing-library/react';
import { autoFormatPhone, validatePhone } from './phone-rules';
import { businessCodeKey } from './business-codes';
import { RESEND_COUNTDOWN_S, useCountdown } from './use-countdown';

describe('phone rules (spec §5)', () => {
  it.each([
    ['4165550199', '+14165550199'],
    ['14165550199', '+14165550199'],
    ['(416) 555-0199', '+14165550199'],
    ['+14165550199', '+14165550199'],
    ['416555', '416555'],
    ['+1416555019a', '+1416555019a'],
  ])('auto-formats %p as %p', (raw, formatted) => {
    expect(autoFormatPhone(raw)).toBe(formatted);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['+14165550199', null],
    ['+1416555019', 'format'],
    ['+141655501999', 'format'],
    ['+1416555019a', 'format'],
    ['+44165550199', 'format'],
  ])('validates %p → %p', (value, error) => {
    expect(validatePhone(value)).toBe(error);
  });
});

describe('coupon business codes', () => {
  it('maps 3001–3005 and 3101–3102 to messages, nothing else', () => {
    expect([3001, 3002, 3003, 3004, 3005, 3101, 3102].map(businessCodeKey)).toEqual([
      'codes.3001',
      'codes.3002',
      'codes.3003',
      'codes.3004',
      'codes.3005',
      'codes.3101',
      'codes.3102',
    ]);
    expect([3000, 3006, 500, undefined].map(businessCodeKey)).toEqual([null, null, null, null]);
  });
});

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts 120 s down each second, survives a re-render and stops at 0', () => {
    const deadline = Date.now() + RESEND_COUNTDOWN_S * 1000;
    const { result, rerender } = renderHook(({ d }) => useCountdown(d), { initialProps: { d: deadline } });
    expect(result.current).toBe(120);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(119);
    rerender({ d: deadline });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(118);
    act(() => jest.advanceTimersByTime(118_000));
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is 0 without a deadline', () => {
    expect(renderHook(() => useCountdown(null)).result.current).toBe(0);
  });
});
