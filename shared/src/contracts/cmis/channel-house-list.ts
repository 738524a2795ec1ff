import * as v from 'valibot';
import { pagedCodeEnvelope } from '../envelope';
import { AbsoluteUrl, intParam, LtypeParam } from '../params';

/** GET {cmis}/channel/channelHouseListByUserAttention : an agent's featured (attention) listings, paged. */

/** Query: cimsUrefId is the agent's cims_uid; pageNum from 1; pageSize 6 by default (max 100). */
export const ChannelHouseListQuerySchema = v.object({
  cimsUrefId: intParam(1),
  pageNum: v.optional(intParam(1), '1'),
  pageSize: v.optional(intParam(1, 100), '6'),
  ltype: v.optional(LtypeParam, '1'),
});
export type ChannelHouseListQuery = v.InferInput<typeof ChannelHouseListQuerySchema>;

/** Listing type as stored; the card upper-cases it (SALE / LEASE). */
export const ListingTypeSchema = v.picklist(['Sale', 'Lease']);

/** Listing summary (list card). Listings priced 200 or below are never returned. */
export const ListingSummarySchema = v.object({
  /** `<board>-<MLS>`, e.g. "treb-C5812345"; board is treb, rebgv or crea. */
  identifier: v.string(),
  /** Dollars: monthly rent for Lease, asking price for Sale. */
  price: v.number(),
  listingType: ListingTypeSchema,
  picture: v.nullish(AbsoluteUrl),
  full_address: v.string(),
  bedrooms: v.number(),
  bedrooms_plus: v.nullish(v.number()),
  washrooms: v.number(),
  /** Extra (not in the spec's card list): garages, for the card's garage icon. */
  garages: v.nullish(v.number()),
  /** One letter then seven digits. */
  mlsNumber: v.string(),
});
export type ListingSummary = v.InferOutput<typeof ListingSummarySchema>;

/** `{ code, data: ListingSummary[], totalPage, totalRecord, pageSize, pageNo }`. */
export const ChannelHouseListResponseSchema = pagedCodeEnvelope(ListingSummarySchema);
export type ChannelHouseListResponse = v.InferOutput<typeof ChannelHouseListResponseSchema>;
