import { COUPON_BUSINESS_CODES, type CouponBusinessCode } from '@hearth/shared/contracts/coupon';

/** The i18n key of a coupon business code (spec §4), used when the server sends no errorMsg. */
export function businessCodeKey(code: number | undefined): `codes.${CouponBusinessCode}` | null {
  return code !== undefined && (COUPON_BUSINESS_CODES as readonly number[]).includes(code)
    ? (`codes.${code}` as `codes.${CouponBusinessCode}`)
    : null;
}
