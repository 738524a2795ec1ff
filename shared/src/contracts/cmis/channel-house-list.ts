import * as v from 'valibot';
import { pagedCodeEnvelope } from '../envelope';
import { intParam, LtypeParam } from '../params';
import { Id, looseEnum, maybe, NumberLike, PictureUrl, Text } from '../tolerant';

/** GET {cmis}/channel/channelHouseListByUserAttention : an agent's featured (attention) listings, paged. */

/** Query: cimsUrefId is the agent's cims_uid; pageNum from 1; pageSize 6 by default (max 100). */
export const ChannelHouseListQuerySchema = v.object({
  cimsUrefId: intParam(1),
  pageNum: v.optional(intParam(1), '1'),
  pageSize: v.optional(intParam(1, 100), '6'),
  ltype: v.optional(LtypeParam, '1'),
});
export type ChannelHouseListQuery = v.InferInput<typeof ChannelHouseListQuerySchema>;

export const LISTING_TYPES = ['Sale', 'Lease'] as const;

/**
 * Listing type (the card upper-cases it: SALE / LEASE). Any case is accepted ("SALE", "lease") and output as
 * `Sale` / `Lease`; an unknown type → null (the card shows no type tag).
 */
export const ListingTypeSchema = looseEnum(LISTING_TYPES);
export type ListingType = (typeof LISTING_TYPES)[number];

/**
 * Listing summary (list card). Required: `identifier` (the card links to /listing/{identifier}); the rest is
 * optional and the card degrades (placeholder picture, N/A price or address, hidden tags and room icons).
 * Numbers may be numeric strings. Listings priced 200 or below are dropped by the client.
 */
export const ListingSummarySchema = v.object({
  /** `<board>-<MLS>`, e.g. "treb-C5812345"; board is treb, rebgv or crea. Output as a string. */
  identifier: Id,
  /** Dollars: monthly rent for Lease, asking price for Sale. */
  price: maybe(NumberLike),
  listingType: maybe(ListingTypeSchema),
  picture: maybe(PictureUrl),
  full_address: maybe(Text),
  bedrooms: maybe(NumberLike),
  bedrooms_plus: maybe(NumberLike),
  washrooms: maybe(NumberLike),
  /** Extra (not in the spec's card list): garages, for the card's garage icon. */
  garages: maybe(NumberLike),
  /** One letter then seven digits. */
  mlsNumber: maybe(Text),
});
export type ListingSummary = v.InferOutput<typeof ListingSummarySchema>;
export type ListingSummaryInput = v.InferInput<typeof ListingSummarySchema>;

/** `{ code, data: ListingSummary[], totalPage, totalRecord, pageSize, pageNo }`; malformed listings dropped. */
export const ChannelHouseListResponseSchema = pagedCodeEnvelope(
  ListingSummarySchema,
  'cmis:/channel/channelHouseListByUserAttention data',
);
export type ChannelHouseListResponse = v.InferOutput<typeof ChannelHouseListResponseSchema>;
