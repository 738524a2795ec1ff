import type { PropertyTypeName, QuotationStatisticsInput } from '@hearth/shared/contracts/quotation';
import { createRng, hashString, int, type Rng } from '../../seed/random';

/** The statistics are "as of" October 2026 (deterministic). */
export const STATS_MONTH = 10;
export const STATS_YEAR = 2026;

const BASE_PRICE: Record<PropertyTypeName, number> = {
  Detached: 1_650_000,
  'Semi-Detached': 1_150_000,
  Townhouse: 980_000,
  Condo: 640_000,
};
const TYPE_MIX: Record<PropertyTypeName, number> = {
  Detached: 34,
  'Semi-Detached': 11,
  Townhouse: 19,
  Condo: 36,
};

const round = (x: number, step = 1) => Math.round(x / step) * step;
const wobble = (rng: Rng, spread: number) => 1 + (rng() * 2 - 1) * spread;

function monthly(rng: Rng, n: number, base: number, spread: number, step = 1): number[] {
  return Array.from({ length: n }, () => round(base * wobble(rng, spread), step));
}

/**
 * Market statistics of one area and property type, generated from its key: realistic magnitudes (GTA prices),
 * with the absorption chosen per area so that seller's, balanced and buyer's markets all occur.
 */
export function marketStatistics(area: string, type: PropertyTypeName): QuotationStatisticsInput {
  const rng = createRng(hashString(`${area}|${type}`));
  const factor = 0.75 + rng() * 0.6;
  const price = BASE_PRICE[type] * factor;
  const active = int(rng, 120, 900);
  // Months of inventory between 2 and 9: < 5 seller's, > 6 buyer's.
  const absorption = 2 + rng() * 7;
  const activeNumbers = monthly(rng, 21, active, 0.18);
  const soldListings = activeNumbers.map((a) => Math.max(1, round((a / absorption) * wobble(rng, 0.15))));
  const newListings = soldListings.map((s) => round(s * (1.2 + rng() * 0.6)));
  const absorptionMonths = activeNumbers.map((a, i) => Math.round((a / soldListings[i]!) * 10) / 10);
  const absorptionRates = activeNumbers.map((a, i) => Math.round((soldListings[i]! / a) * 1000) / 10);
  const priceHistory = monthly(rng, 21, price, 0.08, 1000);
  const medThis = round(price * wobble(rng, 0.04), 1000);
  const priceAvgThis = monthly(rng, 8, price * 1.04, 0.05, 1000);
  const salesSumThis = soldListings.slice(-8);
  const soldPrices = Array.from({ length: int(rng, 24, 40) }, () =>
    round(price * (0.55 + rng() * 1.1), 5000),
  );
  return {
    medPriceThisMonth: Math.round(medThis / 1000),
    newListingSum: newListings.at(-1),
    monthlyMedPriceGrowth: Math.round((rng() * 8 - 3) * 10) / 10,
    yearlyMedPriceGrowth: Math.round((rng() * 14 - 5) * 10) / 10,
    salesSum: soldListings.at(-1),
    domAvg: int(rng, 9, 38),
    priceAvg: priceAvgThis.at(-1),
    slrAvg: Math.round((96 + rng() * 9) * 10) / 10,
    month: STATS_MONTH,
    year: STATS_YEAR,
    domHistory: monthly(rng, 21, 22, 0.4),
    priceHistory,
    priceAvgThis,
    priceAvgLast: priceAvgThis.map((p) => round(p * (0.9 + rng() * 0.08), 1000)),
    medSlrThis: monthly(rng, 8, 101, 0.04).map((x) => Math.round(x * 10) / 10),
    medSlrLast: monthly(rng, 8, 99, 0.04).map((x) => Math.round(x * 10) / 10),
    domAvgThis: monthly(rng, 8, 18, 0.35),
    domAvgLast: monthly(rng, 8, 22, 0.35),
    slrAvgThis: monthly(rng, 8, 100, 0.04).map((x) => Math.round(x * 10) / 10),
    slrAvgLast: monthly(rng, 8, 98, 0.04).map((x) => Math.round(x * 10) / 10),
    salesSumThis,
    salesSumLast: salesSumThis.map((s) => round(s * (0.8 + rng() * 0.4))),
    activeNumbers,
    newListings,
    soldListings,
    absorptionMonths,
    absorptionRates,
    propertyTypeDistribution: Object.entries(TYPE_MIX).map(([t, share]) => ({
      type: t,
      count: round(active * (share / 100) * wobble(rng, 0.3)),
    })),
    soldPriceDistribution: soldPrices.map((p) => ({ price: p, count: int(rng, 1, 4) })),
  };
}
