import { DailyListingsQuerySchema, type DailyListingInput } from '@hearth/shared/contracts/cmis';
import { dailyListings, type DailyListingRow } from '../../db/queries/daily-listings';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { ok, parseWith, queryOf } from '../../http/respond';

/** Maps a stored card to the wire card (a card without a picture has no image fields). */
export function toDailyListing(deps: AppDeps, r: DailyListingRow): DailyListingInput {
  const photo = `listings/daily-${r.mls_number}/${r.picture === 'broken' ? 99 : 1}.svg`;
  return {
    mlsNumber: r.mls_number,
    ...(r.picture === 'none' ? {} : { image: `${photo}`, imageUrl: fileUrl(deps, photo) }),
    price: r.price,
    ...(r.sold_price === null ? {} : { soldPrice: r.sold_price, soldInDays: r.sold_in_days }),
    fullAddress: `${r.street}, ${r.city}`,
    bedrooms: r.bedrooms,
    bedroomsPlus: r.bedrooms_plus,
    washroomInfo: String(r.washrooms),
    openhouse: r.openhouse,
    brokerage: r.brokerage,
  };
}

/** GET /cmis/blogArticle/dailylistings?type=new|sold|openhouse&ltype=&count= */
export function mountDailyListings(app: App, deps: AppDeps): void {
  app.get('/cmis/blogArticle/dailylistings', async (c) => {
    const q = parseWith(DailyListingsQuerySchema, queryOf(c));
    const rows = await dailyListings(deps.db, q.type, q.count);
    return ok(
      c,
      rows.map((r) => toDailyListing(deps, r)),
    );
  });
}
