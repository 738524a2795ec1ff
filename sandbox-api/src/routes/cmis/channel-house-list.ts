import { ChannelHouseListQuerySchema, type ListingSummary } from '@hearth/shared/contracts';
import { pageAttentionListings, type ListingSummaryRow } from '../../db/queries/listings';
import { totalPages } from '../../db/queries/paging';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { ok, parseWith, queryOf } from '../../http/respond';

/** Maps a listing row to the list-card summary. */
export function toListingSummary(deps: AppDeps, l: ListingSummaryRow): ListingSummary {
  return {
    identifier: l.identifier,
    price: l.price,
    listingType: l.listing_type,
    picture: l.picture_count > 0 ? fileUrl(deps, `listings/${l.identifier}/1.svg`) : null,
    full_address: `${l.street}, ${l.city}, ${l.province} ${l.postal_code}`,
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
