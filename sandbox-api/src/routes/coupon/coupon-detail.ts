import { CouponDetailQuerySchema, type CouponDetailInput } from '@hearth/shared/contracts/coupon';
import { findCouponDetail, findInstanceOf, type CouponDetailRow } from '../../db/queries/coupon-detail';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { BadRequest, okE, parseWith, queryOf } from '../../http/respond';
import { numberText } from '../../http/wire';

function couponOf(r: CouponDetailRow, deps: AppDeps): CouponDetailInput {
  if (r.minimal)
    return {
      id: String(r.id),
      xNameCn: r.name_cn,
      xNameEn: r.name_en,
      xPrice: numberText(r.price),
      xExpiredDate: `${r.expired_date} 23:59:59`,
      xCategory: r.category,
      ...(r.discount_amount !== null ? { xDiscountAmount: numberText(r.discount_amount) } : {}),
    };
  return {
    id: r.id,
    coverImgs: r.cover_names.map((n) => fileUrl(deps, `coupons/${n}.svg`)),
    descEn: r.desc_en,
    descCn: r.desc_cn,
    xNameEn: r.name_en,
    xNameCn: r.name_cn,
    xTagline: r.tagline,
    xPrice: r.price,
    xExpiredDate: r.expired_date,
    xCategory: r.category,
    xDiscountPercent: r.discount_percent,
    xDiscountAmount: r.discount_amount,
    xRequestedAmount: r.requested_amount,
  };
}

const integer = (text: string, name: string): number => {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new BadRequest(`${name}: must be an integer`);
  return n;
};

/** GET /coupon/coupon/detailwithIns?couponId=&partnerId= : the coupon and the partner's instance (or null). */
export function mountCouponDetail(app: App, deps: AppDeps): void {
  app.get('/coupon/coupon/detailwithIns', async (c) => {
    const q = parseWith(CouponDetailQuerySchema, queryOf(c));
    const row = await findCouponDetail(deps.db, integer(q.couponId, 'couponId'));
    if (!row) return c.json({ errorCode: 404, errorMsg: `No coupon ${q.couponId}`, data: null });
    const ins = q.partnerId
      ? await findInstanceOf(deps.db, row.id, integer(q.partnerId, 'partnerId'))
      : undefined;
    return okE(c, { coupon: couponOf(row, deps), ins: ins ? { id: ins.id, xStatus: ins.status } : null });
  });
}
