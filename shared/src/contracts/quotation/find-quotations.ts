import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { NonEmpty } from '../params';
import { maybe, NumberLike, optionalList, Text } from '../tolerant';

/**
 * POST (urlencoded) {quotation}/findQuotations.json with city, community ("null" for all) and propertyNew:
 * the market statistics of an area and property type (spec: hybrid-pages.md "Quotation statistics", §9).
 */

export const PROPERTY_TYPES = ['Detached', 'Semi-Detached', 'Townhouse', 'Condo'] as const;
export type PropertyTypeName = (typeof PROPERTY_TYPES)[number];

/** community: a name, or "null" / "" / absent for all (the page sends "null"); city "all" for the province. */
export const FindQuotationsBodySchema = v.object({
  city: NonEmpty,
  community: v.optional(v.string()),
  propertyNew: v.picklist(PROPERTY_TYPES),
});
export type FindQuotationsBody = v.InferInput<typeof FindQuotationsBodySchema>;

/** A value of a monthly series: a number, or null for a month without data (never dropped: positions are months). */
const SeriesValue = v.fallback(v.nullable(NumberLike), null);

/** A monthly series, oldest first; absent or not a list → []. */
function series() {
  const list = v.pipe(
    v.fallback(v.nullable(v.array(SeriesValue)), null),
    v.transform((values): (number | null)[] => values ?? []),
  );
  return v.optional(list, []);
}

const LABEL = 'quotation:/findQuotations.json data';

/** One slice of the property-type distribution. */
export const PropertyTypeShareSchema = v.object({ type: Text, count: NumberLike });
/** One sold price and how many sold at it (the page buckets prices by 200,000). */
export const SoldPriceCountSchema = v.object({ price: NumberLike, count: NumberLike });

/**
 * The statistics. Everything is optional (a figure or chart without data is left out). Units as sent:
 * `medPriceThisMonth` in thousands (the page multiplies by 1000), seller-to-list ratios in percent (the page
 * divides by 100), prices in dollars (charts show K), growth and absorption rates in percent, absorption in months.
 * The `…This` / `…Last` series hold the last 8 months of this year and last year; the histories 21 months, both
 * ending at `month` (1–12) of `year`.
 */
export const QuotationStatisticsSchema = v.object({
  medPriceThisMonth: maybe(NumberLike),
  newListingSum: maybe(NumberLike),
  monthlyMedPriceGrowth: maybe(NumberLike),
  yearlyMedPriceGrowth: maybe(NumberLike),
  salesSum: maybe(NumberLike),
  domAvg: maybe(NumberLike),
  priceAvg: maybe(NumberLike),
  slrAvg: maybe(NumberLike),
  month: maybe(NumberLike),
  year: maybe(NumberLike),
  domHistory: series(),
  priceHistory: series(),
  priceAvgThis: series(),
  priceAvgLast: series(),
  medSlrThis: series(),
  medSlrLast: series(),
  domAvgThis: series(),
  domAvgLast: series(),
  slrAvgThis: series(),
  slrAvgLast: series(),
  salesSumThis: series(),
  salesSumLast: series(),
  activeNumbers: series(),
  newListings: series(),
  soldListings: series(),
  absorptionMonths: series(),
  absorptionRates: series(),
  propertyTypeDistribution: optionalList(PropertyTypeShareSchema, `${LABEL}.propertyTypeDistribution`),
  soldPriceDistribution: optionalList(SoldPriceCountSchema, `${LABEL}.soldPriceDistribution`),
});
export type QuotationStatistics = v.InferOutput<typeof QuotationStatisticsSchema>;
export type QuotationStatisticsInput = v.InferInput<typeof QuotationStatisticsSchema>;

export const FindQuotationsResponseSchema = codeEnvelope(QuotationStatisticsSchema);
export type FindQuotationsResponse = v.InferOutput<typeof FindQuotationsResponseSchema>;
