import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { intParam, LtypeParam } from '../params';
import { maybe, NumberLike, optionalList, PictureUrl, Text, tolerantList } from '../tolerant';

/** GET {cmis}/blogArticle/dailylistings?type=new|sold|openhouse&ltype=0&count= : one tab of the daily report. */

export const DAILY_LISTING_TYPES = ['new', 'sold', 'openhouse'] as const;
export type DailyListingType = (typeof DAILY_LISTING_TYPES)[number];

/** Query: type (new, sold, openhouse), ltype (the site sends 0), count (the configured daily-report number). */
export const DailyListingsQuerySchema = v.object({
  type: v.picklist(DAILY_LISTING_TYPES),
  ltype: v.optional(LtypeParam, '0'),
  count: v.optional(intParam(1, 1000), '100'),
});
export type DailyListingsQuery = v.InferInput<typeof DailyListingsQuerySchema>;

const LABEL = 'cmis:/blogArticle/dailylistings data';

/**
 * One daily-report card. Required: `mlsNumber` (shown on every card, the card's key). The rest may be absent and
 * the card degrades (placeholder picture, hidden line). `openhouse` holds 1 or 2 date strings
 * ("YYYY-MM-DD HH:mm-HH:mm"); `brokerage` picks the card's brokerage group (absent: only the all-listings group).
 * Numbers may be numeric strings.
 */
export const DailyListingSchema = v.object({
  mlsNumber: Text,
  image: maybe(PictureUrl),
  imageUrl: maybe(PictureUrl),
  price: maybe(NumberLike),
  soldPrice: maybe(NumberLike),
  soldInDays: maybe(NumberLike),
  /** "street, city". */
  fullAddress: maybe(Text),
  bedrooms: maybe(NumberLike),
  bedroomsPlus: maybe(NumberLike),
  washroomInfo: maybe(Text),
  openhouse: optionalList(Text, `${LABEL}[].openhouse`),
  brokerage: maybe(Text),
});
export type DailyListing = v.InferOutput<typeof DailyListingSchema>;
export type DailyListingInput = v.InferInput<typeof DailyListingSchema>;

export const DailyListingsResponseSchema = codeEnvelope(tolerantList(DailyListingSchema, LABEL));
export type DailyListingsResponse = v.InferOutput<typeof DailyListingsResponseSchema>;
