import type { HouConditionSchema } from '@hearth/shared/contracts/cmis';
import type * as v from 'valibot';
import type { Db } from '../open-db';

type Condition = v.InferOutput<typeof HouConditionSchema>;

export interface MapRow {
  identifier: string;
  mls_number: string;
  listing_type: string;
  property_type: string;
  price: string;
  street: string;
  city: string;
  latitude: number;
  longitude: number;
  bedrooms: number;
  washrooms: number;
  garages: number;
  picture_count: number;
  listed_at: string;
  distance_m: number | null;
}

const EARTH_M = 6_371_000;

/**
 * The WHERE clause and parameters of a condition. The radius filter is a bounding box (indexable, cheap) refined
 * by the haversine distance in SQL; the other filters are minimums (beds, baths, garages), a price range, types,
 * listing type and board.
 */
function whereOf(c: Condition): { sql: string; params: unknown[]; distance: string } {
  const params: unknown[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  const num = (value: number) => `${p(value)}::double precision`;
  const where = [`price > ${p(c.lowestPrice)}`];
  let distance = 'NULL::double precision';
  if (c.highestPrice !== undefined) where.push(`price <= ${p(c.highestPrice)}`);
  if (c.bedrooms !== undefined) where.push(`bedrooms >= ${p(c.bedrooms)}`);
  if (c.washrooms !== undefined) where.push(`washrooms >= ${p(c.washrooms)}`);
  if (c.garages !== undefined) where.push(`garages >= ${p(c.garages)}`);
  if (c.propertyType?.length) where.push(`property_type = ANY(${p(c.propertyType)}::text[])`);
  if (c.listingType) where.push(`listing_type = ${p(c.listingType)}`);
  if (c.realEstateBoard) where.push(`board = ${p(c.realEstateBoard)}`);
  if (c.latitude !== undefined && c.longitude !== undefined && c.radius !== undefined) {
    const lat = num(c.latitude);
    const lng = num(c.longitude);
    const dLat = (c.radius / EARTH_M) * (180 / Math.PI);
    const dLng = dLat / Math.max(0.01, Math.cos((c.latitude * Math.PI) / 180));
    where.push(`latitude BETWEEN ${lat} - ${num(dLat)} AND ${lat} + ${num(dLat)}`);
    where.push(`longitude BETWEEN ${lng} - ${num(dLng)} AND ${lng} + ${num(dLng)}`);
    distance = `(2 * ${EARTH_M} * asin(sqrt(
      power(sin(radians(latitude - ${lat}) / 2), 2) +
      cos(radians(${lat})) * cos(radians(latitude)) * power(sin(radians(longitude - ${lng}) / 2), 2))))`;
    where.push(`${distance} <= ${num(c.radius)}`);
  }
  return { sql: where.join(' AND '), params, distance };
}

/** One page of the map search and the total, sorted by the condition (ties by identifier, stable paging). */
export async function searchMapListings(
  db: Db,
  condition: Condition,
  page: number,
  rows: number,
): Promise<{ rows: MapRow[]; total: number }> {
  const { sql, params, distance } = whereOf(condition);
  const order = condition.sortBy === 'price' ? 'price' : 'listed_at';
  const dir = condition.descOrAsc === 'asc' ? 'ASC' : 'DESC';
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM listings WHERE ${sql}`, params);
  const result = await db.query<MapRow>(
    `SELECT identifier, mls_number, listing_type, property_type, price::text AS price, street, city, latitude,
            longitude, bedrooms, washrooms, garages, picture_count, listed_at::text AS listed_at,
            ${distance} AS distance_m
       FROM listings WHERE ${sql}
      ORDER BY ${order} ${dir}, identifier ASC
      LIMIT ${Number(rows)} OFFSET ${(Number(page) - 1) * Number(rows)}`,
    params,
  );
  return { rows: result.rows, total: total.rows[0]?.n ?? 0 };
}

/** One listing by identifier (any case), or undefined. */
export async function mapListingById(db: Db, identifier: string): Promise<MapRow | undefined> {
  const result = await db.query<MapRow>(
    `SELECT identifier, mls_number, listing_type, property_type, price::text AS price, street, city, latitude,
            longitude, bedrooms, washrooms, garages, picture_count, listed_at::text AS listed_at,
            NULL::double precision AS distance_m
       FROM listings WHERE lower(identifier) = lower($1)`,
    [identifier],
  );
  return result.rows[0];
}

/** The listings of an MLS number (any case). */
export async function listingsByMls(db: Db, mls: string): Promise<MapRow[]> {
  const result = await db.query<MapRow>(
    `SELECT identifier, mls_number, listing_type, property_type, price::text AS price, street, city, latitude,
            longitude, bedrooms, washrooms, garages, picture_count, listed_at::text AS listed_at,
            NULL::double precision AS distance_m
       FROM listings WHERE upper(mls_number) = upper($1) ORDER BY identifier`,
    [mls],
  );
  return result.rows;
}
