import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { intParam } from '../params';
import { Id, IntegerLike, maybe, NumberLike, pictureList, Text, tolerantList } from '../tolerant';

/** The search's sort keys and directions (spec §9: newest first, price low to high, price high to low). */
export const HOU_SORT_KEYS = ['listingCreatedTimestamp', 'price'] as const;
export const HOU_PROPERTY_TYPES = ['Detached', 'Semi-Detached', 'Townhouse', 'Condo'] as const;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20));

/**
 * The search filter condition (spec §3 houCondition). Prices in dollars; `radius` in metres around
 * latitude/longitude (812 for an address search, spec §9). Absent fields do not filter.
 */
export const HouConditionSchema = v.object({
  lowestPrice: v.optional(v.pipe(v.number(), v.minValue(0)), 200),
  highestPrice: v.optional(v.pipe(v.number(), v.minValue(0))),
  bedrooms: v.optional(Count),
  washrooms: v.optional(Count),
  garages: v.optional(Count),
  propertyType: v.optional(v.array(v.picklist(HOU_PROPERTY_TYPES))),
  listingType: v.optional(v.picklist(['Sale', 'Lease'])),
  sortBy: v.optional(v.picklist(HOU_SORT_KEYS), 'listingCreatedTimestamp'),
  descOrAsc: v.optional(v.picklist(['desc', 'asc']), 'desc'),
  realEstateBoard: v.optional(v.picklist(['treb', 'rebgv', 'crea'])),
  latitude: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  radius: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(500_000))),
});
export type HouCondition = v.InferInput<typeof HouConditionSchema>;

/**
 * POST {cmis}/mh/queryHouCondition (spec §7): houCondition, page, rows 54, userid 0, ltype 0. Both readings of the
 * spec's bare "POST" (the catalogue entry's `readings`): a JSON body (houCondition an object), or a form body
 * (houCondition its JSON text, the numbers as text).
 */
export const QueryHouConditionBodySchema = v.object({
  houCondition: v.union([HouConditionSchema, v.pipe(v.string(), v.parseJson(), HouConditionSchema)]),
  page: intParam(1),
  rows: intParam(1, 100),
  userid: v.optional(intParam(0), 0),
  ltype: v.optional(v.pipe(intParam(0, 1), v.picklist([0, 1])), 0),
});
export type QueryHouConditionBody = v.InferInput<typeof QueryHouConditionBodySchema>;

/** GeoJSON point of a map listing: `coordinates` are [lng, lat]. */
const PointSchema = v.object({ coordinates: v.tuple([NumberLike, NumberLike]) });

/**
 * A map listing (spec §3 "map listing"): the identifier and the price are required (a pin needs both); the position
 * comes from `location` (Point, lng/lat) or `coor` ("lat,lng"); the rest degrades to absent.
 */
export const MapListingSchema = v.object({
  id: Id,
  price: NumberLike,
  pictures: pictureList('cmis:/mh/queryHouCondition pictures'),
  location: maybe(PointSchema),
  coor: maybe(Text),
  listingCreatedTimestamp: maybe(NumberLike),
  listingCreatedTime: maybe(Text),
  distanceWithMe: maybe(NumberLike),
  address: maybe(Text),
  city: maybe(Text),
  bedrooms: maybe(NumberLike),
  washrooms: maybe(NumberLike),
  garages: maybe(NumberLike),
  listingType: maybe(Text),
  propertyType: maybe(Text),
  mlsNumber: maybe(Text),
});
export type MapListing = v.InferOutput<typeof MapListingSchema>;
export type MapListingInput = v.InferInput<typeof MapListingSchema>;

/** `{ status: 200, code: 200, data: { data: MapListing[], totalRecord, totalPage } }`; a bad listing is dropped. */
export const QueryHouConditionResponseSchema = codeEnvelope(
  v.object({
    data: tolerantList(MapListingSchema, 'cmis:/mh/queryHouCondition data'),
    totalRecord: IntegerLike,
    totalPage: IntegerLike,
  }),
);
export type QueryHouConditionResponse = v.InferOutput<typeof QueryHouConditionResponseSchema>;

/** GET {cmis}/mh/selectBy?selectBy={mls}&cityid=1 (spec §7): the listings of an MLS number in `data.houlist`. */
export const SelectByQuerySchema = v.object({
  selectBy: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z]\d{7}$/, 'an MLS number: one letter, 7 digits')),
  cityid: v.optional(v.string(), '1'),
});
export const SelectByResponseSchema = codeEnvelope(
  v.object({ houlist: tolerantList(MapListingSchema, 'cmis:/mh/selectBy houlist') }),
);
export type SelectByResponse = v.InferOutput<typeof SelectByResponseSchema>;

/** GET {cmis}/mh/queryHouIdMap?houid&ltype=0&userid=1 (spec §7): one listing as a map listing (a pin's card). */
export const QueryHouIdMapQuerySchema = v.object({
  houid: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64)),
  ltype: v.optional(v.string(), '0'),
  userid: v.optional(v.string(), '1'),
});
export const QueryHouIdMapResponseSchema = codeEnvelope(MapListingSchema);
export type QueryHouIdMapResponse = v.InferOutput<typeof QueryHouIdMapResponseSchema>;
