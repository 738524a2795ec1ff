import type { Db } from '../open-db';

/** A coupon with its description and the partner's instance of it (sandbox of {coupon}/coupon/detailwithIns). */

export interface CouponDetailRow {
  id: number;
  name_cn: string | null;
  name_en: string | null;
  tagline: string | null;
  desc_cn: string | null;
  desc_en: string | null;
  price: number;
  expired_date: string;
  cover_names: string[];
  category: number;
  discount_percent: number | null;
  discount_amount: number | null;
  requested_amount: number | null;
  minimal: boolean;
}

export async function findCouponDetail(db: Db, id: number): Promise<CouponDetailRow | undefined> {
  const { rows } = await db.query<CouponDetailRow>(
    `SELECT id, name_cn, name_en, tagline, desc_cn, desc_en, price::float8 AS price,
       to_char(expired_date, 'YYYY-MM-DD') AS expired_date, cover_names, category::int AS category,
       discount_percent::float8 AS discount_percent, discount_amount::float8 AS discount_amount,
       requested_amount::float8 AS requested_amount, minimal
     FROM coupons WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** The partner's instance of a coupon: a valid one (unpaid / ready) first, then the newest. */
export async function findInstanceOf(
  db: Db,
  couponId: number,
  partnerId: number,
): Promise<{ id: number; status: number } | undefined> {
  const { rows } = await db.query<{ id: number; status: number }>(
    `SELECT id, status::int AS status FROM coupon_instances WHERE coupon_id = $1 AND partner_id = $2
     ORDER BY (status IN (-1, 0)) DESC, id DESC LIMIT 1`,
    [couponId, partnerId],
  );
  return rows[0];
}
