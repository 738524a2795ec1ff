import type { Db } from '../open-db';

export interface ListingDetailRow {
  identifier: string;
  picture_count: number;
  detail: Record<string, unknown>;
  agents: Array<Record<string, unknown>>;
}

/** A seeded full detail record, or undefined. */
export async function findListingDetail(db: Db, identifier: string): Promise<ListingDetailRow | undefined> {
  const { rows } = await db.query<ListingDetailRow>(
    'SELECT identifier, picture_count, detail, agents FROM listing_details WHERE identifier = $1',
    [identifier],
  );
  return rows[0];
}

export interface ListingBaseRow {
  identifier: string;
  mls_number: string;
  board: string;
  listing_type: 'Sale' | 'Lease';
  property_type: string;
  price: number;
  street: string;
  city: string;
  province: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  bedrooms: number;
  bedrooms_plus: number;
  washrooms: number;
  garages: number;
  picture_count: number;
  listed_at: string;
}

/** A generated listing (the list cards' table), for the derived detail of listings without a full record. */
export async function findListingBase(db: Db, identifier: string): Promise<ListingBaseRow | undefined> {
  const { rows } = await db.query<ListingBaseRow>(
    `SELECT identifier, mls_number, board, listing_type, property_type, price::float8 AS price, street, city, province,
       postal_code, latitude, longitude, bedrooms, bedrooms_plus, washrooms, garages, picture_count,
       to_char(listed_at, 'YYYY-MM-DD') AS listed_at
     FROM listings WHERE lower(identifier) = lower($1)`,
    [identifier],
  );
  return rows[0];
}
