import * as v from 'valibot';
import { errorCodeEnvelope } from '../envelope';
import { IdParam } from '../params';
import { DateTimeText, Id, looseNumberEnum, maybe, NumberLike, pictureList, Text } from '../tolerant';
import { CouponCategorySchema } from './coupon-list';

/** GET {coupon}/coupon/detailwithIns?couponId=&partnerId= : one coupon and the user's instance of it. */

/** Coupon instance status (spec §4). Valid: UNPAID, READY_TO_USE; invalid: the rest. */
export const INSTANCE_STATUS = {
  UNPAID: -1,
  READY_TO_USE: 0,
  USED: 1,
  EXPIRED: 2,
  REFUNDED: 3,
  DISCARDED: 4,
} as const;
export type InstanceStatus = (typeof INSTANCE_STATUS)[keyof typeof INSTANCE_STATUS];

/** xStatus as a number or numeric string; an unknown value → null (the page shows the instance as unknown). */
export const InstanceStatusSchema = looseNumberEnum([-1, 0, 1, 2, 3, 4]);

export const CouponDetailQuerySchema = v.object({
  couponId: IdParam,
  partnerId: v.optional(IdParam),
});
export type CouponDetailQuery = v.InferInput<typeof CouponDetailQuerySchema>;

/**
 * The coupon of the detail page (spec §3). Nothing is required: missing names / tagline fall back to default texts,
 * a missing cover shows the placeholder, missing money fields hide their line. `descEn` / `descCn` are HTML
 * (sanitised before display).
 */
export const CouponDetailSchema = v.object({
  id: maybe(Id),
  coverImgs: pictureList('coupon:/coupon/detailwithIns data.coupon.coverImgs'),
  descEn: maybe(Text),
  descCn: maybe(Text),
  xNameEn: maybe(Text),
  xNameCn: maybe(Text),
  xTagline: maybe(Text),
  xPrice: maybe(NumberLike),
  xExpiredDate: maybe(DateTimeText),
  xCategory: maybe(CouponCategorySchema),
  xDiscountPercent: maybe(NumberLike),
  xDiscountAmount: maybe(NumberLike),
  xRequestedAmount: maybe(NumberLike),
});
export type CouponDetail = v.InferOutput<typeof CouponDetailSchema>;
export type CouponDetailInput = v.InferInput<typeof CouponDetailSchema>;

/** The user's instance: `id` may be missing (the buy flow then stops with a message), `xStatus` drives the button. */
export const CouponInstanceSchema = v.object({
  id: maybe(Id),
  xStatus: maybe(InstanceStatusSchema),
});
export type CouponInstance = v.InferOutput<typeof CouponInstanceSchema>;

/** `data.coupon` is required (the page is about it); `data.ins` is null/absent without partner or instance. */
export const CouponWithInsSchema = v.object({
  coupon: CouponDetailSchema,
  ins: maybe(CouponInstanceSchema),
});
export type CouponWithIns = v.InferOutput<typeof CouponWithInsSchema>;

/** `{ errorCode: 200, data: { coupon, ins } }`; an unknown coupon → errorCode 404. */
export const CouponDetailResponseSchema = errorCodeEnvelope(CouponWithInsSchema);
export type CouponDetailResponse = v.InferOutput<typeof CouponDetailResponseSchema>;
