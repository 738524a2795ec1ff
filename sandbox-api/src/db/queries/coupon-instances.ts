import type { Db } from '../open-db';
import { offsetOf, type Page } from './paging';

/** The coupon instances of a partner (sandbox of {coupon}/coupon/instance/*). */
export interface MyCouponRow {
  ins_id: number;
  status: number;
  coupon_id: number;
  name_cn: string | null;
  name_en: string | null;
  tagline: string | null;
  expired_date: string;
  cover_names: string[];
  price: number;
  category: number;
  discount_percent: number | null;
  discount_amount: number | null;
  requested_amount: number | null;
  minimal: boolean;
}

export async function pageMyCoupons(
  db: Db,
  partnerId: number,
  pageNum: number,
  pageSize: number,
): Promise<Page<MyCouponRow>> {
  const count = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM coupon_instances WHERE partner_id = $1',
    [partnerId],
  );
  const { rows } = await db.query<MyCouponRow>(
    `SELECT i.id AS ins_id, i.status::int AS status, c.id AS coupon_id, c.name_cn, c.name_en, c.tagline,
       to_char(c.expired_date, 'YYYY-MM-DD') AS expired_date, c.cover_names, c.price::float8 AS price,
       c.category::int AS category, c.discount_percent::float8 AS discount_percent,
       c.discount_amount::float8 AS discount_amount, c.requested_amount::float8 AS requested_amount, c.minimal
     FROM coupon_instances i JOIN coupons c ON c.id = i.coupon_id
     WHERE i.partner_id = $1 ORDER BY i.id LIMIT $2 OFFSET $3`,
    [partnerId, pageSize, offsetOf(pageNum, pageSize)],
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/**
 * Books a ready instance (UNPAID/READY/USED… → coupon business codes), in one database transaction: the row is
 * locked and flipped READY_TO_USE → USED by a conditional update, so of two concurrent bookings exactly one wins and
 * the other gets 3003 (already redeemed).
 */
export async function bookInstance(
  db: Db,
  b: { insId: number; partnerId: number; name: string; phone: string },
): Promise<{ code: 200 } | { code: number; msg: string }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ partner_id: number; status: number; expired: boolean }>(
      `SELECT i.partner_id, i.status::int AS status, c.expired_date < (now() AT TIME ZONE 'utc')::date AS expired
       FROM coupon_instances i JOIN coupons c ON c.id = i.coupon_id WHERE i.id = $1 FOR UPDATE OF i`,
      [b.insId],
    );
    const ins = rows[0];
    if (!ins || ins.partner_id !== b.partnerId)
      return { code: 3101, msg: 'Instance does not belong to user' };
    if (ins.status === -1) return { code: 3001, msg: 'Cannot redeem: the coupon is not paid' };
    if (ins.status === 1) return { code: 3003, msg: 'Already redeemed' };
    if (ins.status === 2 || ins.expired) return { code: 3005, msg: 'Coupon expired' };
    if (ins.status !== 0) return { code: 3102, msg: 'Instance inactive or expired' };
    const booked = await tx.query(
      `UPDATE coupon_instances SET status = 1, booked_name = $2, booked_phone = $3, booked_at = now() AT TIME ZONE 'utc'
       WHERE id = $1 AND status = 0 RETURNING id`,
      [b.insId, b.name, b.phone],
    );
    return booked.rows.length ? { code: 200 } : { code: 3003, msg: 'Already redeemed' };
  });
}
