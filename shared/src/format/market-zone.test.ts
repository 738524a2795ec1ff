import { formatDate, formatDateTime, instantOf, marketDay } from './date';
import { MARKET_ZONE } from './market-zone';
import { inProcessZone, OTHER_ZONES } from '../testing/process-zone';

/** What a Toronto visitor sees; every other zone must see the same (ADR 0031). */
const SHOWN: ReadonlyArray<[string, () => string | number | null]> = [
  // Spring forward (2026-03-08, 02:00 EST → 03:00 EDT): the minute before and the minute after.
  ['UTC before the spring change', () => formatDateTime('2026-03-08 06:59:00')],
  ['UTC after the spring change', () => formatDateTime('2026-03-08 07:00:00')],
  // Fall back (2026-11-01, 02:00 EDT → 01:00 EST): 01:30 happens twice.
  ['UTC in the first 01:30 of the fall change', () => formatDateTime('2026-11-01T05:30:00Z')],
  ['UTC in the second 01:30 of the fall change', () => formatDateTime(Date.UTC(2026, 10, 1, 6, 30))],
  // Near midnight: the date is Toronto's, not the visitor's (Shanghai is already on the next day).
  ['a minute before Toronto midnight', () => formatDate('2026-03-05 04:59:00')],
  ['Toronto midnight', () => formatDate('2026-03-05 05:00:00')],
  ['a summer evening', () => formatDateTime(new Date(Date.UTC(2026, 6, 4, 3, 59)))],
  ['an offset of its own', () => formatDateTime('2026-03-04T23:10:00+08:00')],
  ['a wall-clock value of the market', () => formatDateTime('2027-03-31 23:59:59', 'local')],
  ['a calendar date', () => formatDate('2027-03-31')],
  ['the instant of a market wall-clock value', () => instantOf('2026-03-04 23:10:00', 'local')],
  ['the instant of a UTC value', () => instantOf('2026-03-04 23:10:00')],
  ['today, a minute before Toronto midnight', () => marketDay(0, Date.UTC(2026, 2, 5, 4, 59))],
  ['tomorrow, a minute before Toronto midnight', () => marketDay(1, Date.UTC(2026, 2, 5, 4, 59))],
  ['tomorrow on the 25-hour day (fall back)', () => marketDay(1, Date.UTC(2026, 10, 1, 4, 30))],
  ['tomorrow the evening before the 23-hour day', () => marketDay(1, Date.UTC(2026, 2, 8, 4, 30))],
  // A market wall-clock time the spring change skips is read in the offset before it (02:30 EST is 03:30 EDT); one the
  // fall change repeats is its first occurrence (01:30 EDT), whatever the day the code runs.
  ['a wall-clock time the spring change skips', () => instantOf('2026-03-08 02:30:00', 'local')],
  ['a wall-clock time the fall change repeats', () => instantOf('2026-11-01 01:30:00', 'local')],
];

const TORONTO = [
  '2026-03-08 01:59',
  '2026-03-08 03:00',
  '2026-11-01 01:30',
  '2026-11-01 01:30',
  '2026-03-04',
  '2026-03-05',
  '2026-07-03 23:59',
  '2026-03-04 10:10',
  '2027-03-31 23:59',
  '2027-03-31',
  Date.UTC(2026, 2, 5, 4, 10),
  Date.UTC(2026, 2, 4, 23, 10),
  '2026-03-04',
  '2026-03-05',
  '2026-11-02',
  '2026-03-08',
  Date.UTC(2026, 2, 8, 7, 30),
  Date.UTC(2026, 10, 1, 5, 30),
];

const shown = () => Object.fromEntries(SHOWN.map(([name, run]) => [name, run()]));
const expected = Object.fromEntries(SHOWN.map(([name], i) => [name, TORONTO[i]]));

describe('dates are shown in the market zone, whatever the zone of the machine', () => {
  it('is America/Toronto', () => expect(MARKET_ZONE).toBe('America/Toronto'));

  it.each(['America/Toronto', ...OTHER_ZONES])('in %s: the same output as in Toronto', (zone) => {
    expect(inProcessZone(zone, shown)).toEqual(expected);
  });

  it('the other zones really differ from Toronto at those instants (the tests would catch toLocal)', () => {
    const at = new Date(Date.UTC(2026, 2, 5, 4, 59));
    expect(inProcessZone('Asia/Shanghai', () => at.getDate())).toBe(5);
    expect(inProcessZone('Pacific/Honolulu', () => at.getHours())).toBe(18);
    expect(at.getHours()).toBe(23);
  });
});
