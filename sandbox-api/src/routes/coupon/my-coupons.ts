import { MyCouponsQuerySchema, type MyCouponInput } from '@hearth/shared/contracts/coupon';
import { pageMyCoupons } from '../../db/queries/coupon-instances';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { BadRequest, okE, parseWith, queryOf } from '../../http/respond';

/**
 * GET /coupon/coupon/instance/mycoupon?partnerId=&pageNum=&pageSize= : the partner's coupon instances, oldest first,
 * with the lowercase field names of the real service. `xcoverimages` is a JSON string of cover URLs; the minimal
 * coupon (109) carries a legacy value that is not JSON ("[") — clients must survive it.
 */
export function mountMyCoupons(app: App, deps: AppDeps): void {
  app.get('/coupon/coupon/instance/mycoupon', async (c) => {
    const q = parseWith(MyCouponsQuerySchema, queryOf(c));
    const partnerId = Number(q.partnerId);
    if (!Number.isSafeInteger(partnerId)) throw new BadRequest('partnerId: must be an integer');
    const page = await pageMyCoupons(deps.db, partnerId, q.pageNum, q.pageSize);
    const list: MyCouponInput[] = page.rows.map((r) => ({
      couponid: r.coupon_id,
      couponnamecn: r.name_cn,
      couponnameen: r.name_en,
      coupontagline: r.tagline,
      couponexpireddate: r.expired_date,
      xcoverimages: r.minimal
        ? '['
        : JSON.stringify(r.cover_names.map((n) => fileUrl(deps, `coupons/${n}.svg`))),
      xprice: r.price,
      xcategory: r.category,
      xdiscountpercent: r.discount_percent,
      xdiscountamount: r.discount_amount,
      xrequestedamount: r.requested_amount,
      insstatus: r.status,
      insid: r.ins_id,
    }));
    return okE(c, { list, total: page.total });
  });
}
