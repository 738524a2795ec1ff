import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapErrorCode } from '@hearth/shared/envelopes';
import { CouponDetailResponseSchema, type CouponWithIns } from '@hearth/shared/contracts/coupon';
import { couponDetail } from '@hearth/shared/spec-calls';

const PATH = couponDetail.path;

/**
 * Coupons §7 #4, GET {coupon}/coupon/detailwithIns?couponId[&partnerId] : the coupon and (with a partner, else the
 * parameter is left out) the user's instance.
 */
export async function getCouponDetail(
  couponId: string,
  partnerId: string | null,
  signal?: AbortSignal,
): Promise<CouponWithIns> {
  const body = await requestCall(couponDetail, {
    schema: CouponDetailResponseSchema,
    params: { couponId, partnerId },
    signal,
  });
  return unwrapErrorCode(body, `coupon:${PATH}`).data;
}

export function couponDetailQuery(couponId: string, partnerId: string | null) {
  return queryOptions({
    queryKey: ['coupon', PATH, { couponId, partnerId }] as const,
    queryFn: ({ signal }) => getCouponDetail(couponId, partnerId, signal),
  });
}
