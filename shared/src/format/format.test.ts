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

  it('formats money as Intl en-US does, rounding included, without starting Intl', () => {
    const intl = (value: number, decimals: number) =>
      `${value < 0 ? '-' : ''}$${Math.abs(value).toLocaleString('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      })}`;
    // Halves on the shortest decimal form (1.005 → 1.01, as ICU), carries, tiny and huge values, non-finite ones.
    const values = [0, -0, 0.5, 1.005, 2.675, 9.995, 999.995, 999999.5, -1234.5, 1e-7, 1e21, NaN, Infinity];
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i += 1)
      values.push(next() * 10 ** (next() * 12), Math.round(next() * 1e7) / 100);
    for (const value of values)
      for (const decimals of [0, 1, 2]) expect(formatMoney(value, decimals)).toBe(intl(value, decimals));
  });

  it('formats UTC backend dates in local time (tests run in America/Toronto)', () => {
    // 02:10 UTC on the 5th is still the 4th in Toronto (EST, UTC-5); in July it is EDT (UTC-4).
    expect(formatDate('2026-03-05 02:10:00')).toBe('2026-03-04');
    expect(formatDateTime('2026-03-04 23:10:00')).toBe('2026-03-04 18:10');
    expect(formatDateTime('2026-07-04T08:05:00Z')).toBe('2026-07-04 04:05');
    expect(formatDate('2026-03-05 02:10:00', 'local')).toBe('2026-03-05');
    expect(formatDate('not a date')).toBeNull();
    expect(formatDate(null)).toBeNull();
  });

  it('displays every date form the tolerant contracts accept, in the spec formats', () => {
    // Zone-less date-times are read in the source zone (UTC by default: the vendor service) and shown locally.
    expect(formatDateTime('2026-03-04 23:10')).toBe('2026-03-04 18:10');
    expect(formatDateTime('2026-03-04 23:10:00.123')).toBe('2026-03-04 18:10');
    expect(formatDateTime('2026-03-04T23:10:00')).toBe('2026-03-04 18:10');
    expect(formatDateTime('2026-03-04T23:10')).toBe('2026-03-04 18:10');
    // Values with their own zone keep it, whatever the source zone.
    expect(formatDateTime('2026-03-04T23:10:00Z', 'local')).toBe('2026-03-04 18:10');
    expect(formatDateTime('2026-03-04T23:10:00+08:00')).toBe('2026-03-04 10:10');
    expect(formatDateTime('2026-03-04T23:10:00+0800')).toBe('2026-03-04 10:10');
    expect(formatDateTime('2026-03-04 23:10:00 +08:00')).toBe('2026-03-04 10:10');
    expect(formatDateTime('2026-03-04T23:10:00 Z')).toBe('2026-03-04 18:10');
    expect(formatDate('2026-03-05T02:00:00Z')).toBe('2026-03-04');
    // A wall-clock value read as local is not shifted.
    expect(formatDateTime('2027-03-31 23:59:59', 'local')).toBe('2027-03-31 23:59');
    expect(formatDate('2027-03-31T00:00:00', 'local')).toBe('2027-03-31');
    // A calendar date is never shifted by a zone, and has no time to show.
    expect(formatDate('2027-03-31')).toBe('2027-03-31');
    expect(formatDate('2027-03-31', 'local')).toBe('2027-03-31');
    expect(formatDateTime('2027-03-31')).toBe('2027-03-31');
    expect(formatDate('2027-02-30')).toBeNull();
    // Epoch milliseconds.
    expect(formatDateTime(Date.UTC(2026, 2, 4, 23, 10))).toBe('2026-03-04 18:10');
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
