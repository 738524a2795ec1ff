import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { NonEmpty } from '../params';
import { Id, maybe, NumberLike, pictureList, Text, tolerantList } from '../tolerant';
import { ListingTypeSchema } from './channel-house-list';

/**
 * GET {cmis}/ac/shareList?ids&realEstateBoard : the listings an agent shared (hybrid /hybrid/share/list). The spec
 * names the endpoint and the listing fields only; the query shape is decided here: `ids` joined by `_`, and the
 * board detected from the first id.
 */
export const ShareListQuerySchema = v.object({
  ids: NonEmpty,
  realEstateBoard: v.optional(v.picklist(['rebgv', 'crea', 'treb'])),
});
export type ShareListQuery = v.InferInput<typeof ShareListQuerySchema>;

/** A raw shared listing (hybrid spec §3): only the identifier is required. */
export const SharedListingSchema = v.object({
  identifier: Id,
  price: maybe(NumberLike),
  listingType: maybe(ListingTypeSchema),
  fullAddress: maybe(Text),
  bedrooms: maybe(NumberLike),
  bedroomsPlus: maybe(NumberLike),
  washrooms: maybe(NumberLike),
  newPictures: pictureList('cmis:/ac/shareList newPictures'),
  mlsNumber: maybe(Text),
});
export type SharedListing = v.InferOutput<typeof SharedListingSchema>;
export type SharedListingInput = v.InferInput<typeof SharedListingSchema>;

/** `{ code: 200, data: SharedListing[] }`; a malformed listing is dropped, the others shown. */
export const ShareListResponseSchema = codeEnvelope(
  tolerantList(SharedListingSchema, 'cmis:/ac/shareList data'),
);
export type ShareListResponse = v.InferOutput<typeof ShareListResponseSchema>;
