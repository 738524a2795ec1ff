import {
  bedroomsText,
  capCards,
  formatDay,
  openHouseBadge,
  paddingCount,
  parseOpenHouse,
  soldBadge,
  splitAddress,
} from './card-rules';
import { inProcessZone, OTHER_ZONES } from '@hearth/shared/testing';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('grid cap and padding', () => {
  it('shows at most 38 cards only when more than 41 are supplied', () => {
    expect(capCards(range(42))).toHaveLength(38);
    expect(capCards(range(100))).toEqual(range(38));
    expect(capCards(range(41))).toHaveLength(41);
    expect(capCards(range(39))).toHaveLength(39);
    expect(capCards([])).toEqual([]);
  });
  it('pads to a multiple of 4 on desktop and of 2 on mobile', () => {
    expect(paddingCount(38, 4)).toBe(2);
    expect(paddingCount(38, 2)).toBe(0);
    expect(paddingCount(41, 4)).toBe(3);
    expect(paddingCount(41, 2)).toBe(1);
    expect(paddingCount(40, 4)).toBe(0);
    expect(paddingCount(1, 4)).toBe(3);
  });
});

describe('sold badge', () => {
  it('is "over asking" when soldPrice exceeds price, whatever the days', () => {
    expect(soldBadge({ price: 100, soldPrice: 101, soldInDays: 2 })).toEqual({ kind: 'overAsking' });
    expect(soldBadge({ price: 100, soldPrice: 150, soldInDays: 90 })).toEqual({ kind: 'overAsking' });
  });
  it('is "in just n days" below the threshold when at or below asking', () => {
    expect(soldBadge({ price: 100, soldPrice: 100, soldInDays: 3 })).toEqual({ kind: 'inDays', days: 3 });
    expect(soldBadge({ price: 100, soldPrice: 90, soldInDays: 9 })).toEqual({ kind: 'inDays', days: 9 });
    expect(soldBadge({ price: 100, soldPrice: 90, soldInDays: 9 }, 5)).toEqual({ kind: 'sold' });
  });
  it('is "sold" at the threshold, above it, or without the figures', () => {
    expect(soldBadge({ price: 100, soldPrice: 90, soldInDays: 10 })).toEqual({ kind: 'sold' });
    expect(soldBadge({ price: 100, soldPrice: 90, soldInDays: 45 })).toEqual({ kind: 'sold' });
    expect(soldBadge({ price: null, soldPrice: null, soldInDays: null })).toEqual({ kind: 'sold' });
    expect(soldBadge({ price: null, soldPrice: 500, soldInDays: 4 })).toEqual({ kind: 'inDays', days: 4 });
  });
});

describe('open-house badge', () => {
  const dayOf = (d: string) => `<${d}>`;
  it('parses "YYYY-MM-DD HH:mm-HH:mm" with or without seconds', () => {
    expect(parseOpenHouse('2026-11-28 14:00-16:00')).toEqual({
      date: '2026-11-28',
      start: '14:00',
      end: '16:00',
    });
    expect(parseOpenHouse('2026-11-28T14:00:00 - 16:00:00')).toEqual({
      date: '2026-11-28',
      start: '14:00',
      end: '16:00',
    });
    expect(parseOpenHouse('Saturday afternoon')).toBeNull();
  });
  it('one date: the day plus start-end', () => {
    expect(openHouseBadge(['2026-11-28 14:00-16:00'], dayOf)).toEqual({
      kind: 'one',
      day: '<2026-11-28>',
      times: '14:00-16:00',
    });
  });
  it('two dates: both days joined by a slash plus the times', () => {
    expect(openHouseBadge(['2026-11-28 14:00-16:00', '2026-11-29 14:00-16:00'], dayOf)).toEqual({
      kind: 'two',
      days: '<2026-11-28>/<2026-11-29>',
      times: '14:00-16:00',
    });
    expect(openHouseBadge(['2026-11-28 11:00-13:00', '2026-11-29 14:00-17:00'], dayOf)).toEqual({
      kind: 'two',
      days: '<2026-11-28>/<2026-11-29>',
      times: '11:00-13:00 / 14:00-17:00',
    });
  });
  it('no date: no badge; an unparseable one is shown as sent', () => {
    expect(openHouseBadge([], dayOf)).toBeNull();
    expect(openHouseBadge([' '], dayOf)).toBeNull();
    expect(openHouseBadge(['Sat 2-4pm'], dayOf)).toEqual({ kind: 'text', text: 'Sat 2-4pm' });
  });
  it('formats a calendar date in both languages without shifting it', () => {
    expect(formatDay('2026-11-28', 'en')).toBe('Sat, Nov 28');
    expect(formatDay('2026-11-28', 'zh-CN')).toMatch(/11月28日.*周六/);
  });
});

describe('card text', () => {
  it('splits "street, city"', () => {
    expect(splitAddress('12 Bay St, Toronto')).toEqual({ street: '12 Bay St', city: 'Toronto' });
    expect(splitAddress('12 Bay St')).toEqual({ street: '12 Bay St', city: '' });
    expect(splitAddress(null)).toEqual({ street: '', city: '' });
  });
  it('writes bedrooms with the optional +plus', () => {
    expect(bedroomsText(3, 1)).toBe('3+1');
    expect(bedroomsText(3, 0)).toBe('3');
    expect(bedroomsText(3, null)).toBe('3');
    expect(bedroomsText(null, 1)).toBe('');
  });
});

describe('calendar days in any zone (ADR 0031)', () => {
  it.each(['America/Toronto', ...OTHER_ZONES])('%s: the day as written, in both languages', (zone) => {
    const days = inProcessZone(zone, () => [formatDay('2026-11-01', 'en'), formatDay('2026-03-08', 'zh-CN')]);
    expect(days[0]).toBe('Sun, Nov 1');
    expect(days[1]).toMatch(/3月8日.*周日/);
  });
});
