import {
  inK,
  lastN,
  latest,
  marketByMonths,
  marketByRate,
  medianDollars,
  monthLabels,
  priceBuckets,
  slrRatio,
} from './trend-rules';
import { inProcessZone, OTHER_ZONES } from '@hearth/shared/testing';

describe('units (§9)', () => {
  it('median × 1000, seller-to-list ÷ 100, prices in K', () => {
    expect(medianDollars(1180)).toBe(1_180_000);
    expect(slrRatio(102.5)).toBe(1.025);
    expect(inK(1_234_567)).toBe(1234.6);
  });
});

describe('months', () => {
  it('keeps the last n values, padding the front with nulls', () => {
    expect(lastN([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 8)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(lastN([1, 2], 4)).toEqual([null, null, 1, 2]);
  });
  it('labels the 8 months ending at October 2026 and 21 months with the year', () => {
    expect(monthLabels(10, 2026, 8, 'en')).toEqual(['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct']);
    const long = monthLabels(10, 2026, 21, 'en', true);
    expect(long).toHaveLength(21);
    expect(long[0]).toBe('Feb 25');
    expect(long[20]).toBe('Oct 26');
    expect(monthLabels(10, 2026, 2, 'zh-CN')).toEqual(['9月', '10月']);
  });
  it('numbers the months without month and year', () => {
    expect(monthLabels(null, 2026, 3, 'en')).toEqual(['1', '2', '3']);
  });
});

describe('sold-price distribution', () => {
  it('counts prices in buckets of 200,000, keeping empty buckets between', () => {
    expect(
      priceBuckets([
        { price: 650_000, count: 2 },
        { price: 799_999, count: 1 },
        { price: 1_250_000, count: 3 },
        { price: 600_000, count: 1 },
        { price: -5, count: 9 },
      ]),
    ).toEqual([
      { from: 600_000, to: 800_000, count: 4 },
      { from: 800_000, to: 1_000_000, count: 0 },
      { from: 1_000_000, to: 1_200_000, count: 0 },
      { from: 1_200_000, to: 1_400_000, count: 3 },
    ]);
    expect(priceBuckets([])).toEqual([]);
  });
});

describe('trend text rules', () => {
  it('absorption months: under 5 seller’s, over 6 buyer’s, else balanced', () => {
    expect(marketByMonths(4.9)).toBe('seller');
    expect(marketByMonths(5)).toBe('balanced');
    expect(marketByMonths(6)).toBe('balanced');
    expect(marketByMonths(6.1)).toBe('buyer');
  });
  it('absorption rate: over 20% seller’s, under 15% buyer’s, else balanced', () => {
    expect(marketByRate(20.1)).toBe('seller');
    expect(marketByRate(20)).toBe('balanced');
    expect(marketByRate(15)).toBe('balanced');
    expect(marketByRate(14.9)).toBe('buyer');
  });
  it('reads the latest value that is not null', () => {
    expect(latest([1, 2, null])).toBe(2);
    expect(latest([null])).toBeNull();
  });
});

describe('month labels in any zone (ADR 0031)', () => {
  it.each(['America/Toronto', ...OTHER_ZONES])('%s: the months as numbered, across a year end', (zone) => {
    const labels = inProcessZone(zone, () => monthLabels(2, 2027, 4, 'en', true));
    expect(labels).toEqual(['Nov 26', 'Dec 26', 'Jan 27', 'Feb 27']);
  });
});
