import { formatMoney, formatAmount } from './money';
import { formatDate, formatDateTime } from './date';
import { formatPhoneNational, toE164 } from './phone';
import { truncate, orNA } from './text';

describe('formatting', () => {
  it('formats money with thousands separators', () => {
    expect(formatMoney(1299000)).toBe('$1,299,000');
    expect(formatAmount(1234.567)).toBe('$1,234.57');
    expect(formatAmount(-20)).toBe('-$20.00');
  });

  it('formats UTC backend dates in local time', () => {
    process.env.TZ = 'UTC';
    expect(formatDate('2026-03-04 23:10:00')).toBe('2026-03-04');
    expect(formatDateTime('2026-03-04 23:10:00')).toBe('2026-03-04 23:10');
    expect(formatDateTime('2026-03-04T08:05:00Z')).toBe('2026-03-04 08:05');
    expect(formatDate('not a date')).toBeNull();
    expect(formatDate(null)).toBeNull();
  });

  it('formats Canadian phones nationally and as E.164', () => {
    expect(formatPhoneNational('4165550142')).toBe('(416) 555-0142');
    expect(toE164('416 555 0142')).toBe('+14165550142');
    expect(toE164('+1 604 555 0199')).toBe('+16045550199');
    expect(toE164('12')).toBeNull();
    expect(formatPhoneNational('12')).toBe('12');
  });

  it('truncates by characters and shows N/A for empty values', () => {
    expect(truncate('a'.repeat(40), 37)).toBe(`${'a'.repeat(37)}...`);
    expect(truncate('多伦多'.repeat(5), 37)).toBe('多伦多'.repeat(5));
    expect(orNA('-', 'N/A')).toBe('N/A');
    expect(orNA(' ', 'N/A')).toBe('N/A');
    expect(orNA(0, 'N/A')).toBe('0');
  });
});
