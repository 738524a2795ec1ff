import type { Transaction } from '@electric-sql/pglite';
import { hashPassword } from '../db/passwords';
import { SEED_CLIENT_PASSWORD } from './clients';

/**
 * The coupon section's data (remote-coupons): one more coupon (off the shelf, so the marketing list is unchanged),
 * three hybrid users and their coupon instances. New records only.
 * - 20101 Grace Liu (partner 7101): an instance in every status, 12 in all (two pages of 10; coupons 103 and 104
 *   twice);
 * - 20102 Omar Haddad: no partner id;
 * - 20103 Sofia Rossi (partner 7103): no coupons.
 * Coupon 110 costs $0 (its order's subtotal is 0: no card payment).
 */
export const SECTION_COUPONS = [
  {
    id: 110,
    nameEn: 'Free Home Safety Check',
    nameCn: '免费居家安全检查',
    price: 0,
    category: 2,
    amount: 30,
  },
] as const;

export const SECTION_CLIENTS = [
  {
    uid: 20101,
    email: 'grace.liu@example.com',
    phone: '4165550101',
    name: 'Grace Liu',
    gender: 'F',
    partner: 7101,
  },
  {
    uid: 20102,
    email: 'omar.haddad@example.com',
    phone: '4165550102',
    name: 'Omar Haddad',
    gender: 'M',
    partner: null,
  },
  {
    uid: 20103,
    email: 'sofia.rossi@example.com',
    phone: '4165550103',
    name: 'Sofia Rossi',
    gender: 'F',
    partner: 7103,
  },
] as const;

/** [instance id, coupon id, status]: all of partner 7101. */
export const SECTION_INSTANCES: readonly (readonly [number, number, number])[] = [
  [5001, 101, -1],
  [5002, 102, -1],
  [5003, 110, -1],
  [5004, 103, 0],
  [5005, 104, 0],
  [5006, 103, 0],
  [5007, 104, 0],
  [5008, 105, 1],
  [5009, 106, 2],
  [5010, 107, 3],
  [5011, 109, 4],
  [5012, 108, 0],
];
export const SECTION_PARTNER = 7101;

export async function seedCouponSection(tx: Transaction): Promise<void> {
  for (const c of SECTION_COUPONS) {
    await tx.query(
      `INSERT INTO coupons (id, name_cn, name_en, tagline, desc_cn, desc_en, price, expired_date, cover_names, category,
         discount_amount, status)
       VALUES ($1,$2,$3,$4,$5,$6,$7,'2028-06-30',$8::text[],$9,$10,3)`,
      [
        c.id,
        c.nameCn,
        c.nameEn,
        'Members only',
        `<p>${c.nameCn}。购买后可在App内预约。</p>`,
        `<p>${c.nameEn}. Book through the app after purchase.</p>`,
        c.price,
        [`coupon-${c.id}-1`, `coupon-${c.id}-2`],
        c.category,
        c.amount,
      ],
    );
  }
  for (const u of SECTION_CLIENTS) {
    const { salt, hash } = hashPassword(SEED_CLIENT_PASSWORD, `seed-${u.uid}`);
    await tx.query(
      `INSERT INTO clients (uid, email, phone, name, gender, password_salt, password_hash, res_partner_id)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
      [u.uid, u.email, u.phone, u.name, u.gender, salt, hash, u.partner],
    );
  }
  for (const [id, couponId, status] of SECTION_INSTANCES) {
    await tx.query('INSERT INTO coupon_instances (id, coupon_id, partner_id, status) VALUES ($1,$2,$3,$4)', [
      id,
      couponId,
      SECTION_PARTNER,
      status,
    ]);
  }
}
