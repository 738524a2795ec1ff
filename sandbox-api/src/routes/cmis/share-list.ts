import { ShareListQuerySchema, type SharedListingInput } from '@hearth/shared/contracts/cmis';
import { findListingBase, findListingDetail } from '../../db/queries/listing-details';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { ok, parseWith, queryOf } from '../../http/respond';

const pictures = (deps: AppDeps, id: string, count: number) =>
  Array.from({ length: Math.min(count, 5) }, (_, i) => fileUrl(deps, `listings/${id}/${i + 1}.svg`));

async function sharedListing(deps: AppDeps, id: string): Promise<SharedListingInput | null> {
  const full = await findListingDetail(deps.db, id);
  if (full) {
    const d = full.detail;
    return {
      identifier: full.identifier,
      price: d.price as number,
      listingType: d.listingType as string,
      fullAddress: d.fullAddress as string,
      bedrooms: d.bedrooms as number,
      bedroomsPlus: d.bedroomsPlus as number,
      washrooms: d.washrooms as number,
      newPictures: pictures(deps, full.identifier, full.picture_count),
      mlsNumber: d.mlsNumber as string,
    };
  }
  const l = await findListingBase(deps.db, id);
  if (!l) return null;
  return {
    identifier: l.identifier,
    price: l.price,
    listingType: l.listing_type,
    fullAddress: `${l.street}, ${l.city}, ${l.province} ${l.postal_code}`,
    bedrooms: l.bedrooms,
    bedroomsPlus: l.bedrooms_plus,
    washrooms: l.washrooms,
    newPictures: pictures(deps, l.identifier, l.picture_count),
    mlsNumber: l.mls_number,
  };
}

/**
 * GET /cmis/ac/shareList?text={ids}&ltype=0 (hybrid-pages §7 item 4): the shared listings in the order asked (ids
 * joined by `_`, an encoded or a plain at sign); unknown ids skipped.
 */
export function mountShareList(app: App, deps: AppDeps): void {
  app.get('/cmis/ac/shareList', async (c) => {
    const q = parseWith(ShareListQuerySchema, queryOf(c));
    const ids = q.text.split(/[_@]/).filter(Boolean).slice(0, 50);
    const found = await Promise.all(ids.map((id) => sharedListing(deps, id)));
    return ok(
      c,
      found.filter((l) => l !== null),
    );
  });
}
