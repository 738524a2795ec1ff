import type { Db } from '../open-db';
import { offsetOf, type Page } from './paging';

/** Listings priced at or below this are never returned (spec: minimum price 200). */
export const MIN_LISTING_PRICE = 200;

export interface ListingSummaryRow {
  identifier: string;
  price: number;
  listing_type: 'Sale' | 'Lease';
  street: string;
  city: string;
  province: string;
  postal_code: string;
  bedrooms: number;
  bedrooms_plus: number;
  washrooms: number;
  garages: number;
  mls_number: string;
  picture_count: number;
  /** Answered in the minimal wire shape (seed/listings.ts). */
  minimal: boolean;
}

/** One page of the attention list of the agent with `cimsUid`, in the agent's order. */
export async function pageAttentionListings(
  db: Db,
  cimsUid: number,
  pageNum: number,
  pageSize: number,
): Promise<Page<ListingSummaryRow>> {
  const where = `FROM agent_attention aa JOIN agents a ON a.id = aa.agent_id JOIN listings l ON l.id = aa.listing_id
    WHERE a.cims_uid = $1 AND l.price > ${MIN_LISTING_PRICE}`;
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, [cimsUid]);
  const { rows } = await db.query<ListingSummaryRow>(
    `SELECT l.identifier, l.price::float8 AS price, l.listing_type, l.street, l.city, l.province, l.postal_code, l.bedrooms,
       l.bedrooms_plus, l.washrooms, l.garages, l.mls_number, l.picture_count, l.minimal
     ${where} ORDER BY aa.position, l.id LIMIT $2 OFFSET $3`,
    [cimsUid, pageSize, offsetOf(pageNum, pageSize)],
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}
