import * as v from 'valibot';
import { errorCodeEnvelope } from '../envelope';
import { IdParam, NonEmpty } from '../params';

/** POST {coupon}/coupon/instance/using (form-urlencoded instid, partnerid, uname, phone): books the appointment. */

export const InstanceUsingBodySchema = v.object({
  instid: IdParam,
  partnerid: IdParam,
  uname: v.optional(v.string(), ''),
  phone: NonEmpty,
});
export type InstanceUsingBody = v.InferInput<typeof InstanceUsingBodySchema>;

/**
 * Coupon business codes (spec §4): 3001 cannot redeem, 3002 outside redemption time, 3003 already redeemed,
 * 3004 out of stock, 3005 expired, 3101 instance does not belong to user, 3102 instance inactive or expired.
 */
export const COUPON_BUSINESS_CODES = [3001, 3002, 3003, 3004, 3005, 3101, 3102] as const;
export type CouponBusinessCode = (typeof COUPON_BUSINESS_CODES)[number];

/** errorCode 200 = booked (data not read); any other code: `errorMsg` is shown. */
export const InstanceUsingResponseSchema = errorCodeEnvelope(v.optional(v.unknown()));
export type InstanceUsingResponse = v.InferOutput<typeof InstanceUsingResponseSchema>;
