import * as v from 'valibot';
import { errorCodeEnvelope } from '../envelope';
import { intParam } from '../params';
import {
  DateTimeText,
  Id,
  IntegerLike,
  looseNumberEnum,
  maybe,
  NumberLike,
  pictureList,
  Text,
  tolerantList,
} from '../tolerant';

/** GET {coupon}/coupon/list?status=2&pageNum=1&pageSize=6 : the marketing coupon list. */

/** Coupon status: 0 draft, 1 pending review, 2 published (on sale), 3 off the shelf. */
export const COUPON_STATUS = { DRAFT: 0, PENDING: 1, PUBLISHED: 2, OFF_SHELF: 3 } as const;

export const CouponListQuerySchema = v.object({
  status: v.optional(intParam(0, 3), '2'),
  pageNum: v.optional(intParam(1), '1'),
  pageSize: v.optional(intParam(1, 100), '6'),
});
export type CouponListQuery = v.InferInput<typeof CouponListQuerySchema>;

export const COUPON_CATEGORY = {
  PERCENT_OFF: 1,
  AMOUNT_OFF: 2,
  THRESHOLD_DEAL: 3,
  AMOUNT_OFF_OVER_MIN: 4,
} as const;

/**
 * xCategory: 1 percent off (xDiscountPercent); 2 amount off (xDiscountAmount); 3 threshold deal: percent
 * OR amount off (whichever is set) when spending at least xRequestedAmount; 4 amount off over xRequestedAmount.
 * Numbers or numeric strings; an unknown category → null (the card shows no discount line).
 */
export const CouponCategorySchema = looseNumberEnum([1, 2, 3, 4]);
export type CouponCategory = 1 | 2 | 3 | 4;

/**
 * Coupon list item (prices in dollars; numbers may be numeric strings). Required: `id` (the card links to
 * /hybrid/coupon/{id}). Everything else degrades: default name / tagline texts, placeholder cover, N/A price,
 * hidden expiry and discount lines. The expiry may be a date or a date-time (zone-less = the coupon's local day).
 */
export const CouponListItemSchema = v.object({
  id: Id,
  xNameCn: maybe(Text),
  xNameEn: maybe(Text),
  xTagline: maybe(Text),
  xPrice: maybe(NumberLike),
  /** `YYYY-MM-DD` or a date-time (normalised, see DateTimeText). */
  xExpiredDate: maybe(DateTimeText),
  /** Cover pictures; the first is used. Absent or empty → placeholder. */
  coverImgs: pictureList('coupon:/coupon/list data.list[].coverImgs'),
  xCategory: maybe(CouponCategorySchema),
  /** Percent, e.g. 15 for 15% off. */
  xDiscountPercent: maybe(NumberLike),
  xDiscountAmount: maybe(NumberLike),
  /** The minimum spend for categories 3 and 4. */
  xRequestedAmount: maybe(NumberLike),
});
export type CouponListItem = v.InferOutput<typeof CouponListItemSchema>;
export type CouponListItemInput = v.InferInput<typeof CouponListItemSchema>;

/** The spec reads `data.list` only; `total` is an extra (absent → null). Malformed coupons are dropped. */
export const CouponListSchema = v.object({
  list: tolerantList(CouponListItemSchema, 'coupon:/coupon/list data.list'),
  total: maybe(IntegerLike),
});
export type CouponList = v.InferOutput<typeof CouponListSchema>;

/** `{ errorCode: 200, data: { list, total? } }`, soonest expiry first. */
export const CouponListResponseSchema = errorCodeEnvelope(CouponListSchema);
export type CouponListResponse = v.InferOutput<typeof CouponListResponseSchema>;
