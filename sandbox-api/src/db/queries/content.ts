import type { Db } from '../open-db';
import { offsetOf, type Page } from './paging';

/** The tagging lexicon, longest terms first (type: n, nr, ns, nt, or another part of speech such as v). */
export async function loadLexicon(db: Db): Promise<{ term: string; type: string }[]> {
  const { rows } = await db.query<{ term: string; type: string }>(
    'SELECT term, type FROM nlp_lexicon ORDER BY char_length(term) DESC, term',
  );
  return rows;
}

/** Marketing-watch image names for a language, in order. */
export async function marketingImages(db: Db, ltype: 0 | 1): Promise<string[]> {
  const { rows } = await db.query<{ image_name: string }>(
    'SELECT image_name FROM marketing_watch_images WHERE ltype = $1 ORDER BY position',
    [ltype],
  );
  return rows.map((r) => r.image_name);
}

export interface CouponRow {
  id: number;
  name_cn: string | null;
  name_en: string | null;
  tagline: string | null;
  price: number;
  expired_date: string;
  cover_names: string[];
  category: 1 | 2 | 3 | 4;
  discount_percent: number | null;
  discount_amount: number | null;
  requested_amount: number | null;
  /** Answered in the minimal wire shape (seed/coupons.ts). */
  minimal: boolean;
}

/** One page of coupons with `status`, soonest expiry first. */
export async function pageCoupons(
  db: Db,
  status: number,
  pageNum: number,
  pageSize: number,
): Promise<Page<CouponRow>> {
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupons WHERE status = $1', [
    status,
  ]);
  const { rows } = await db.query<CouponRow>(
    `SELECT id, name_cn, name_en, tagline, price::float8 AS price, to_char(expired_date, 'YYYY-MM-DD') AS expired_date,
       cover_names, category::int AS category, discount_percent::float8 AS discount_percent,
       discount_amount::float8 AS discount_amount, requested_amount::float8 AS requested_amount, minimal
     FROM coupons WHERE status = $1 ORDER BY expired_date, id LIMIT $2 OFFSET $3`,
    [status, pageSize, offsetOf(pageNum, pageSize)],
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** What a coupon cover shows: English name and the discount fields. */
export async function findCouponBadge(db: Db, id: number) {
  const { rows } = await db.query<{
    name_en: string | null;
    category: number;
    discount_percent: number | null;
    discount_amount: number | null;
    requested_amount: number | null;
  }>(
    `SELECT name_en, category::int AS category, discount_percent::float8 AS discount_percent,
       discount_amount::float8 AS discount_amount, requested_amount::float8 AS requested_amount FROM coupons WHERE id = $1`,
    [id],
  );
  return rows[0];
}
