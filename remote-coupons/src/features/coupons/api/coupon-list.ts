import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapErrorCode } from '@hearth/shared/envelopes';
import {
  COUPON_STATUS,
  CouponListResponseSchema,
  type CouponListItem,
} from '@hearth/shared/contracts/coupon';
import { couponList } from '@hearth/shared/spec-calls';

const PATH = couponList.path;

/** Spec §9: the marketing list shows page 1, 6 coupons, status 2 (published). */
export const MARKETING_COUPON_QUERY = { status: COUPON_STATUS.PUBLISHED, pageNum: 1, pageSize: 6 } as const;

export interface CouponListParams {
  status: number;
  pageNum: number;
  pageSize: number;
}

/** Coupons §7 #5, GET {coupon}/coupon/list?status&pageNum&pageSize (errorCode 200): the coupons (`data.list`). */
export async function getCouponList(
  params: CouponListParams = MARKETING_COUPON_QUERY,
  signal?: AbortSignal,
): Promise<CouponListItem[]> {
  const body = await requestCall(couponList, {
    schema: CouponListResponseSchema,
    params: { status: params.status, pageNum: params.pageNum, pageSize: params.pageSize },
    signal,
  });
  return unwrapErrorCode(body, `coupon:${PATH}`).data.list;
}

/** The query of one page of coupons: used by the page (`useQuery`) and by the route's prefetch (one cache entry). */
export function couponListQuery(params: CouponListParams = MARKETING_COUPON_QUERY) {
  const input = { status: params.status, pageNum: params.pageNum, pageSize: params.pageSize };
  return queryOptions({
    queryKey: ['coupon', PATH, input] as const,
    queryFn: ({ signal }) => getCouponList(input, signal),
  });
}
