import { CouponListQuerySchema, type CouponListItem } from '@hearth/shared/contracts';
import { pageCoupons } from '../../db/queries/content';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { okE, parseWith, queryOf } from '../../http/respond';

/** GET /coupon/coupon/list?status=&pageNum=&pageSize= */
export function mountCouponList(app: App, deps: AppDeps): void {
  app.get('/coupon/coupon/list', async (c) => {
    const q = parseWith(CouponListQuerySchema, queryOf(c));
    const page = await pageCoupons(deps.db, q.status, q.pageNum, q.pageSize);
    const list: CouponListItem[] = page.rows.map((r) => ({
      id: r.id,
      xNameCn: r.name_cn,
      xNameEn: r.name_en,
      xTagline: r.tagline,
      xPrice: r.price,
      xExpiredDate: r.expired_date,
      coverImgs: r.cover_names.map((n) => fileUrl(deps, `coupons/${n}.svg`)),
      xCategory: r.category,
      xDiscountPercent: r.discount_percent,
      xDiscountAmount: r.discount_amount,
      xRequestedAmount: r.requested_amount,
    }));
    return okE(c, { list, total: page.total });
  });
}
