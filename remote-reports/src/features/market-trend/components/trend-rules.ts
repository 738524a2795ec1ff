/** Spec §9: the last 8 months (this year against last year) and 21 months of listing history and absorption. */
export const COMPARE_MONTHS = 8;
export const HISTORY_MONTHS = 21;
/** Sold-price distribution buckets: multiples of 200,000. */
export const PRICE_BUCKET = 200_000;

/** The median price of the statistics is sent in thousands: × 1000. */
export const medianDollars = (value: number) => value * 1000;
/** The seller-to-list ratio is sent in percent: ÷ 100. */
export const slrRatio = (value: number) => value / 100;
/** Prices are shown in K (÷ 1000, one decimal). */
export const inK = (value: number) => Math.round(value / 100) / 10;

/** The last `n` values of a series, padded with nulls in front when it is shorter (positions are months). */
export function lastN(values: readonly (number | null)[], n: number): (number | null)[] {
  const tail = values.slice(-n);
  return [...Array<null>(Math.max(0, n - tail.length)).fill(null), ...tail];
}

/**
 * Labels of the `n` months ending at `month` (1–12) of `year`, oldest first: short month names, with the year
 * when `withYear`. Without month/year no labels can be made: the months are numbered 1…n.
 */
export function monthLabels(
  month: number | null,
  year: number | null,
  n: number,
  locale: string,
  withYear = false,
): string[] {
  if (month === null || year === null || month < 1 || month > 12)
    return Array.from({ length: n }, (_, i) => String(i + 1));
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    ...(withYear ? { year: '2-digit' } : {}),
    timeZone: 'UTC',
  });
  return Array.from({ length: n }, (_, i) => format.format(new Date(Date.UTC(year, month - n + i, 1))));
}

export interface PriceBucket {
  from: number;
  to: number;
  count: number;
}

/**
 * Sold prices counted in buckets of 200,000 (from the lowest to the highest bucket seen; empty buckets between
 * them are kept at 0 so the distribution reads truthfully). Negative prices and counts are ignored.
 */
export function priceBuckets(list: readonly { price: number; count: number }[]): PriceBucket[] {
  const counts = new Map<number, number>();
  for (const { price, count } of list) {
    if (price < 0 || count <= 0) continue;
    const from = Math.floor(price / PRICE_BUCKET) * PRICE_BUCKET;
    counts.set(from, (counts.get(from) ?? 0) + count);
  }
  if (counts.size === 0) return [];
  const low = Math.min(...counts.keys());
  const high = Math.max(...counts.keys());
  const out: PriceBucket[] = [];
  for (let from = low; from <= high; from += PRICE_BUCKET)
    out.push({ from, to: from + PRICE_BUCKET, count: counts.get(from) ?? 0 });
  return out;
}

export type Market = 'seller' | 'balanced' | 'buyer';

/** Absorption in months: under 5 a seller's market, over 6 a buyer's, else balanced. */
export function marketByMonths(months: number): Market {
  if (months < 5) return 'seller';
  if (months > 6) return 'buyer';
  return 'balanced';
}

/** Absorption rate in percent: over 20% a seller's market, under 15% a buyer's, else balanced. */
export function marketByRate(rate: number): Market {
  if (rate > 20) return 'seller';
  if (rate < 15) return 'buyer';
  return 'balanced';
}

/** The latest value of a series that is not null. */
export function latest(values: readonly (number | null)[]): number | null {
  for (let i = values.length - 1; i >= 0; i -= 1) if (values[i] !== null) return values[i]!;
  return null;
}
