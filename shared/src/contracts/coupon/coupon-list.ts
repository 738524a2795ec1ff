import * as v from 'valibot';
import { errorCodeEnvelope } from '../envelope';
import { AbsoluteUrl, intParam, IsoDate } from '../params';

/** GET {coupon}/coupon/list?status=2&pageNum=1&pageSize=6 : the marketing coupon list. */

/** Coupon status: 0 draft, 1 pending review, 2 published (on sale), 3 off the shelf. */
export const COUPON_STATUS = { DRAFT: 0, PENDING: 1, PUBLISHED: 2, OFF_SHELF: 3 } as const;

export const CouponListQuerySchema = v.object({
  status: v.optional(intParam(0, 3), '2'),
  pageNum: v.optional(intParam(1), '1'),
  pageSize: v.optional(intParam(1, 100), '6'),
});
export type CouponListQuery = v.InferInput<typeof CouponListQuerySchema>;

/**
 * xCategory: 1 percent off (xDiscountPercent); 2 amount off (xDiscountAmount); 3 threshold deal: percent
 * OR amount off (whichever is set) when spending at least xRequestedAmount; 4 amount off over xRequestedAmount.
 */
export const CouponCategorySchema = v.picklist([1, 2, 3, 4]);
export const COUPON_CATEGORY = {
  PERCENT_OFF: 1,
  AMOUNT_OFF: 2,
  THRESHOLD_DEAL: 3,
  AMOUNT_OFF_OVER_MIN: 4,
} as const;

/** Coupon list item (prices in dollars). */
export const CouponListItemSchema = v.object({
  id: v.number(),
  xNameCn: v.nullish(v.string()),
  xNameEn: v.nullish(v.string()),
  xTagline: v.nullish(v.string()),
  xPrice: v.number(),
  /** `YYYY-MM-DD`. */
  xExpiredDate: IsoDate,
  /** Cover pictures; the first is used. */
  coverImgs: v.array(AbsoluteUrl),
  xCategory: CouponCategorySchema,
  /** Percent, e.g. 15 for 15% off. */
  xDiscountPercent: v.nullish(v.number()),
  xDiscountAmount: v.nullish(v.number()),
  /** The minimum spend for categories 3 and 4. */
  xRequestedAmount: v.nullish(v.number()),
});
export type CouponListItem = v.InferOutput<typeof CouponListItemSchema>;

export const CouponListSchema = v.object({ list: v.array(CouponListItemSchema), total: v.number() });

/** `{ errorCode: 200, data: { list, total } }`, soonest expiry first. */
export const CouponListResponseSchema = errorCodeEnvelope(CouponListSchema);
export type CouponListResponse = v.InferOutput<typeof CouponListResponseSchema>;
