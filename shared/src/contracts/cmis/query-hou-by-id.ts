import * as v from 'valibot';
import { codeEnvelope, LooseText } from '../envelope';
import { intParam, LtypeParam, NonEmpty } from '../params';
import { maybe, NumberLike, optionalList, pictureList, Text } from '../tolerant';
import { ListingTypeSchema } from './channel-house-list';

/** GET {cmis}/mh/queryHouByid?houid&ltype&userid : one listing's detail (spec §3 "Listing detail", §7). */

/** Query: houid is the listing identifier (`<board>-<MLS>`); ltype and userid default to 1 (spec §7). */
export const QueryHouByIdQuerySchema = v.object({
  houid: NonEmpty,
  ltype: v.optional(LtypeParam, '1'),
  userid: v.optional(intParam(0), '1'),
});
export type QueryHouByIdQuery = v.InferInput<typeof QueryHouByIdQuerySchema>;

/** A list of texts (features, basements, open-house entries): non-text items dropped and reported. */
const textList = (label: string) => optionalList(Text, label);

const LABEL = 'cmis:/mh/queryHouByid';

/** A room: sizes as texts (e.g. "10.5 x 12.0" ft / m); descriptions as a list or one text. */
export const ListingRoomSchema = v.object({
  name: LooseText,
  level: LooseText,
  sizeF: LooseText,
  sizeM: LooseText,
  descriptions: maybe(
    v.pipe(
      v.union([v.array(v.unknown()), v.string()]),
      v.transform((d) =>
        (Array.isArray(d) ? d : [d]).filter((x): x is string => typeof x === 'string' && x.trim() !== ''),
      ),
    ),
  ),
});
export type ListingRoom = v.InferOutput<typeof ListingRoomSchema>;

/** A school near the listing: distance in metres, rank "n/total". */
export const ListingSchoolSchema = v.object({
  name: LooseText,
  distance: maybe(NumberLike),
  grade: LooseText,
  type: LooseText,
  rank: LooseText,
});
export type ListingSchool = v.InferOutput<typeof ListingSchoolSchema>;

/** Remarks: text sections by key (e.g. "description", "extras", "legal"); non-text values dropped. */
export const RemarksSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((record) =>
    Object.entries(record).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [{ key, text: String(value) }] : [],
    ),
  ),
);
export type RemarkSection = { key: string; text: string };

/**
 * The listing detail. Nothing but the envelope is required: every field degrades (N/A, hidden section, placeholder
 * photo). Display-only values are `LooseText` (empty and "-" show as N/A); the ones rules compute with are numbers.
 */
export const ListingDetailSchema = v.object({
  identifier: LooseText,
  pictures: pictureList(`${LABEL} pictures`),
  virtualTour: LooseText,
  mlsNumber: LooseText,
  realEstateBoardName: LooseText,
  listingType: maybe(ListingTypeSchema),
  zoning: LooseText,
  ownership: LooseText,
  propertyType: LooseText,
  dom: LooseText,
  city: LooseText,
  community: LooseText,
  garages: maybe(NumberLike),
  parkingSpaces: LooseText,
  newLotArea: LooseText,
  newUsageArea: LooseText,
  newBuildingArea: LooseText,
  approxAge: LooseText,
  builtYear: LooseText,
  managementFee: LooseText,
  fronting: LooseText,
  storey: LooseText,
  occupyDate: LooseText,
  brokerage: LooseText,
  price: maybe(NumberLike),
  priceUnit: LooseText,
  fullAddress: LooseText,
  bedrooms: maybe(NumberLike),
  bedroomsPlus: maybe(NumberLike),
  washrooms: maybe(NumberLike),
  otherFee: LooseText,
  openHouse: textList(`${LABEL} openHouse`),
  utilityIncludes: textList(`${LABEL} utilityIncludes`),
  utilityFeatures: textList(`${LABEL} utilityFeatures`),
  condoFeatures: textList(`${LABEL} condoFeatures`),
  otherFeatures: textList(`${LABEL} otherFeatures`),
  poolInfo: textList(`${LABEL} poolInfo`),
  basements: textList(`${LABEL} basements`),
  crossStreets: LooseText,
  tax: maybe(v.object({ value: maybe(NumberLike), year: LooseText })),
  soldPrice: maybe(NumberLike),
  soldDate: LooseText,
  longitude: maybe(NumberLike),
  latitude: maybe(NumberLike),
  remarks: maybe(RemarksSchema),
  newRooms: optionalList(ListingRoomSchema, `${LABEL} newRooms`),
  HouSchoolList: optionalList(ListingSchoolSchema, `${LABEL} HouSchoolList`),
  firstPay: maybe(NumberLike),
  theFirstTax: maybe(NumberLike),
  totalPay: maybe(NumberLike),
  notTheFirstTax: maybe(NumberLike),
  monthPay: maybe(NumberLike),
});
export type ListingDetail = v.InferOutput<typeof ListingDetailSchema>;
export type ListingDetailInput = v.InferInput<typeof ListingDetailSchema>;

/** `{ code: 200, data: ListingDetail }`; an unknown listing → a non-200 code (404). */
export const QueryHouByIdResponseSchema = codeEnvelope(ListingDetailSchema);
export type QueryHouByIdResponse = v.InferOutput<typeof QueryHouByIdResponseSchema>;
