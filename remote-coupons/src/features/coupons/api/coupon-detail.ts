import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapErrorCode } from '@hearth/shared';
import { CouponDetailResponseSchema, type CouponWithIns } from '@hearth/shared/contracts';

const PATH = '/coupon/detailwithIns';

/** GET {coupon}/coupon/detailwithIns?couponId=&partnerId= : the coupon and (with a partner) the user's instance. */
export async function getCouponDetail(
  couponId: string,
  partnerId: string | null,
  signal?: AbortSignal,
): Promise<CouponWithIns> {
  const body = await requestJson('coupon', PATH, {
    schema: CouponDetailResponseSchema,
    searchParams: { couponId, partnerId },
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
