import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { intParam, NonEmpty } from '../params';
import { Id, maybe, NumberLike, pictureList, Text, tolerantList } from '../tolerant';
import { ListingTypeSchema } from './channel-house-list';

/**
 * GET {cmis}/ac/shareList?text={ids}&ltype=0 (hybrid-pages §7 item 4): the listings an agent shared. `text` is the
 * page's ids (joined by `_`, an encoded or a plain at sign); `ltype` is fixed at 0 (absent is read as 0).
 */
export const ShareListQuerySchema = v.object({
  text: NonEmpty,
  ltype: v.optional(intParam(0, 0), 0),
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
