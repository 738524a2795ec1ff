import { ChannelHouseListQuerySchema, type ListingSummaryInput } from '@hearth/shared/contracts/cmis';
import { pageAttentionListings, type ListingSummaryRow } from '../../db/queries/listings';
import { totalPages } from '../../db/queries/paging';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { ok, parseWith, queryOf } from '../../http/respond';
import { numberText } from '../../http/wire';

/**
 * Maps a listing row to the list-card summary. A minimal listing gets only the spec's card fields that have a
 * value, numbers as strings and the listing type upper-cased (no picture without pictures, no bedrooms_plus,
 * no garages).
 */
export function toListingSummary(deps: AppDeps, l: ListingSummaryRow): ListingSummaryInput {
  const picture = l.picture_count > 0 ? fileUrl(deps, `listings/${l.identifier}/1.svg`) : null;
  const fullAddress = `${l.street}, ${l.city}, ${l.province} ${l.postal_code}`;
  if (l.minimal)
    return {
      identifier: l.identifier,
      price: numberText(l.price),
      listingType: l.listing_type.toUpperCase(),
      ...(picture ? { picture } : {}),
      full_address: fullAddress,
      bedrooms: numberText(l.bedrooms),
      washrooms: numberText(l.washrooms),
      mlsNumber: l.mls_number,
    };
  return {
    identifier: l.identifier,
    price: l.price,
    listingType: l.listing_type,
    picture,
    full_address: fullAddress,
    bedrooms: l.bedrooms,
    bedrooms_plus: l.bedrooms_plus,
    washrooms: l.washrooms,
    garages: l.garages,
    mlsNumber: l.mls_number,
  };
}

/** GET /cmis/channel/channelHouseListByUserAttention?cimsUrefId=&pageNum=&pageSize=&ltype= */
export function mountChannelHouseList(app: App, deps: AppDeps): void {
  app.get('/cmis/channel/channelHouseListByUserAttention', async (c) => {
    const q = parseWith(ChannelHouseListQuerySchema, queryOf(c));
    const page = await pageAttentionListings(deps.db, q.cimsUrefId, q.pageNum, q.pageSize);
    return ok(
      c,
      page.rows.map((l) => toListingSummary(deps, l)),
      {
        totalPage: totalPages(page.total, q.pageSize),
        totalRecord: page.total,
        pageSize: q.pageSize,
        pageNo: q.pageNum,
      },
    );
  });
}
