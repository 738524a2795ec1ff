import { CouponListQuerySchema, type CouponListItemInput } from '@hearth/shared/contracts/coupon';
import { pageCoupons } from '../../db/queries/content';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { okE, parseWith, queryOf } from '../../http/respond';
import { numberText } from '../../http/wire';

/** GET /coupon/coupon/list?status=&pageNum=&pageSize= */
export function mountCouponList(app: App, deps: AppDeps): void {
  app.get('/coupon/coupon/list', async (c) => {
    const q = parseWith(CouponListQuerySchema, queryOf(c));
    const page = await pageCoupons(deps.db, q.status, q.pageNum, q.pageSize);
    const list: CouponListItemInput[] = page.rows.map((r) =>
      r.minimal
        ? {
            // A minimal coupon: id, names, price and discount as strings, expiry as a local date-time.
            id: String(r.id),
            xNameCn: r.name_cn,
            xNameEn: r.name_en,
            xPrice: numberText(r.price),
            xExpiredDate: `${r.expired_date} 23:59:59`,
            xCategory: r.category,
            ...(r.discount_percent !== null ? { xDiscountPercent: numberText(r.discount_percent) } : {}),
            ...(r.discount_amount !== null ? { xDiscountAmount: numberText(r.discount_amount) } : {}),
            ...(r.requested_amount !== null ? { xRequestedAmount: numberText(r.requested_amount) } : {}),
          }
        : {
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
          },
    );
    return okE(c, { list, total: page.total });
  });
}
