import {
  QueryHouConditionBodySchema,
  QueryHouIdMapQuerySchema,
  SelectByQuerySchema,
} from '@hearth/shared/contracts/cmis';
import { listingsByMls, mapListingById, searchMapListings, type MapRow } from '../../db/queries/map-search';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { jsonOrFormBody } from '../../http/post-body';
import { fail, ok, parseWith, queryOf } from '../../http/respond';

/** At most 5 pictures per result (spec §9); none when the listing has none (the page shows its placeholder). */
const MAX_PICTURES = 5;

/** A row as the spec's map listing (§3): price, pictures, location Point (lng, lat), coor, creation time, distance. */
export function toMapListing(deps: AppDeps, row: MapRow) {
  const created = Date.parse(`${row.listed_at.replace(' ', 'T')}Z`);
  return {
    id: row.identifier,
    price: Number(row.price),
    pictures: Array.from({ length: Math.min(row.picture_count, MAX_PICTURES) }, (_, i) =>
      fileUrl(deps, `listings/${row.identifier}/${i + 1}.svg`),
    ),
    location: { type: 'Point', coordinates: [row.longitude, row.latitude] },
    coor: `${row.latitude},${row.longitude}`,
    listingCreatedTimestamp: created,
    listingCreatedTime: row.listed_at,
    distanceWithMe: row.distance_m === null ? null : Math.round(row.distance_m),
    address: row.street,
    city: row.city,
    bedrooms: row.bedrooms,
    washrooms: row.washrooms,
    garages: row.garages,
    listingType: row.listing_type,
    propertyType: row.property_type,
    mlsNumber: row.mls_number,
  };
}

/** POST /cmis/mh/queryHouCondition, GET /cmis/mh/selectBy and /cmis/mh/queryHouIdMap (spec §7; issue 11). */
export function mountQueryHouCondition(app: App, deps: AppDeps): void {
  app.post('/cmis/mh/queryHouCondition', async (c) => {
    const body = parseWith(QueryHouConditionBodySchema, await jsonOrFormBody(c));
    const { rows, total } = await searchMapListings(deps.db, body.houCondition, body.page, body.rows);
    return c.json({
      status: 200,
      code: 200,
      msg: 'success',
      data: {
        data: rows.map((row) => toMapListing(deps, row)),
        totalRecord: total,
        totalPage: Math.ceil(total / body.rows),
      },
    });
  });
  app.get('/cmis/mh/queryHouIdMap', async (c) => {
    const q = parseWith(QueryHouIdMapQuerySchema, queryOf(c));
    const row = await mapListingById(deps.db, q.houid);
    return row ? ok(c, toMapListing(deps, row)) : fail(c, 404, 'listing not found');
  });
  app.get('/cmis/mh/selectBy', async (c) => {
    const q = parseWith(SelectByQuerySchema, queryOf(c));
    const rows = await listingsByMls(deps.db, q.selectBy);
    return ok(c, { houlist: rows.map((row) => toMapListing(deps, row)) });
  });
}
