import { QueryHouByIdQuerySchema, type ListingDetailInput } from '@hearth/shared/contracts/cmis';
import { findListingBase, findListingDetail, type ListingBaseRow } from '../../db/queries/listing-details';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { fail, ok, parseWith, queryOf } from '../../http/respond';

const pictures = (deps: AppDeps, identifier: string, count: number) =>
  Array.from({ length: count }, (_, i) => fileUrl(deps, `listings/${identifier}/${i + 1}.svg`));

/** Monthly payment of a 25-year loan at 2.25% (the cost sample's terms), rounded to dollars. */
export function monthlyPayment(loan: number): number {
  const r = 0.0225 / 12;
  const n = 25 * 12;
  return Math.round((loan * r) / (1 - (1 + r) ** -n));
}

/** The detail of a generated listing without a full record: its card data plus derived cost and remarks. */
function derivedDetail(deps: AppDeps, l: ListingBaseRow): ListingDetailInput {
  const sale = l.listing_type === 'Sale';
  const down = Math.round(l.price * 0.2);
  return {
    identifier: l.identifier,
    pictures: pictures(deps, l.identifier, l.picture_count),
    virtualTour: '',
    mlsNumber: l.mls_number,
    realEstateBoardName: l.board.toUpperCase(),
    listingType: l.listing_type,
    zoning: 'Residential',
    propertyType: l.property_type,
    city: l.city,
    garages: l.garages,
    price: l.price,
    priceUnit: 'CAD',
    fullAddress: `${l.street}, ${l.city}, ${l.province} ${l.postal_code}`,
    bedrooms: l.bedrooms,
    bedroomsPlus: l.bedrooms_plus,
    washrooms: l.washrooms,
    latitude: l.latitude,
    longitude: l.longitude,
    remarks: {
      description: `${l.property_type} in ${l.city}, listed on ${l.listed_at}: ${l.bedrooms} bedrooms and ${l.washrooms} washrooms.`,
    },
    ...(sale ? { firstPay: down, totalPay: down, monthPay: monthlyPayment(l.price - down) } : {}),
  };
}

/** GET /cmis/mh/queryHouByid?houid=&ltype=&userid= : a seeded full record, else the derived detail; unknown → 404. */
export function mountQueryHouById(app: App, deps: AppDeps): void {
  app.get('/cmis/mh/queryHouByid', async (c) => {
    const q = parseWith(QueryHouByIdQuerySchema, queryOf(c));
    const full = await findListingDetail(deps.db, q.houid);
    if (full) {
      return ok(c, { ...full.detail, pictures: pictures(deps, full.identifier, full.picture_count) });
    }
    const base = await findListingBase(deps.db, q.houid);
    return base ? ok(c, derivedDetail(deps, base)) : fail(c, 404, `No listing ${q.houid}`);
  });
}
