/** Local storage key of the last coupon opened (spec §2: "a coupon-id key"). */
export const COUPON_ID_STORAGE_KEY = 'couponId';

export function storeCouponId(id: string): void {
  try {
    window.localStorage.setItem(COUPON_ID_STORAGE_KEY, id);
  } catch {
    // storage unavailable (private mode): nothing to keep
  }
}

export function storedCouponId(): string | null {
  try {
    return window.localStorage.getItem(COUPON_ID_STORAGE_KEY);
  } catch {
    return null;
  }
}
