import * as v from 'valibot';
import { errorCodeEnvelope } from '../envelope';
import { IdParam, intParam } from '../params';
import { DateTimeText, Id, IntegerLike, maybe, NumberLike, Text, tolerantList } from '../tolerant';
import { CouponCategorySchema } from './coupon-list';
import { InstanceStatusSchema } from './coupon-detail';

/** GET {coupon}/coupon/instance/mycoupon?partnerId=&pageNum=1&pageSize=10 : the user's coupon instances. */

export const MyCouponsQuerySchema = v.object({
  partnerId: IdParam,
  pageNum: v.optional(intParam(1), '1'),
  pageSize: v.optional(intParam(1, 100), '10'),
});
export type MyCouponsQuery = v.InferInput<typeof MyCouponsQuerySchema>;

const isHttp = (u: unknown): u is string => typeof u === 'string' && /^https?:\/\//i.test(u.trim());

/**
 * `xcoverimages` is a JSON string holding the images: an array of URLs (or of objects with `url` / `src`). Parsed
 * tolerantly: a value that is not such JSON (or is absent) gives `[]`, so the card shows its placeholder and the
 * rest of the card still shows. Only http(s) URLs are kept.
 */
export function parseCoverImages(raw: unknown): string[] {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value
    .map((item: unknown) =>
      item && typeof item === 'object'
        ? ((item as { url?: unknown; src?: unknown }).url ?? (item as { src?: unknown }).src)
        : item,
    )
    .filter(isHttp)
    .map((u) => u.trim());
}

const CoverImages = v.pipe(v.unknown(), v.transform(parseCoverImages));

/**
 * One instance of the user's coupons (all lowercase names, spec §3). Required: `couponid` (the card opens the
 * coupon). `insid` / `insstatus` may be missing: the card then has no action and counts as invalid.
 */
export const MyCouponSchema = v.object({
  couponid: Id,
  couponnamecn: maybe(Text),
  couponnameen: maybe(Text),
  coupontagline: maybe(Text),
  couponexpireddate: maybe(DateTimeText),
  xcoverimages: v.optional(CoverImages, '[]'),
  xprice: maybe(NumberLike),
  xcategory: maybe(CouponCategorySchema),
  xdiscountpercent: maybe(NumberLike),
  xdiscountamount: maybe(NumberLike),
  xrequestedamount: maybe(NumberLike),
  insstatus: maybe(InstanceStatusSchema),
  insid: maybe(Id),
});
export type MyCoupon = v.InferOutput<typeof MyCouponSchema>;
export type MyCouponInput = v.InferInput<typeof MyCouponSchema>;

/** `data.list` (malformed items dropped); `total` is an extra the client uses when present. */
export const MyCouponsSchema = v.object({
  list: tolerantList(MyCouponSchema, 'coupon:/coupon/instance/mycoupon data.list'),
  total: maybe(IntegerLike),
});
export type MyCoupons = v.InferOutput<typeof MyCouponsSchema>;

export const MyCouponsResponseSchema = errorCodeEnvelope(MyCouponsSchema);
export type MyCouponsResponse = v.InferOutput<typeof MyCouponsResponseSchema>;
