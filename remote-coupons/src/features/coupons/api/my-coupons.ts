import { infiniteQueryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapErrorCode } from '@hearth/shared/envelopes';
import { MyCouponsResponseSchema, type MyCoupons } from '@hearth/shared/contracts/coupon';
import { myCoupons } from '@hearth/shared/spec-calls';

const PATH = myCoupons.path;

/** Spec §9: my coupons are read 10 per page. */
export const MY_COUPONS_PAGE_SIZE = 10;

/** Coupons §7 #6, GET {coupon}/coupon/instance/mycoupon?partnerId&pageNum&pageSize=10 : one page of them. */
export async function getMyCoupons(
  partnerId: string,
  pageNum: number,
  signal?: AbortSignal,
): Promise<MyCoupons> {
  const body = await requestCall(myCoupons, {
    schema: MyCouponsResponseSchema,
    params: { partnerId, pageNum, pageSize: MY_COUPONS_PAGE_SIZE },
    signal,
  });
  return unwrapErrorCode(body, `coupon:${PATH}`).data;
}

/**
 * All pages loaded so far ("load more"). The end: the loaded count reaches `total` when the service sends it, else a
 * page shorter than the page size.
 */
export function myCouponsQuery(partnerId: string) {
  return infiniteQueryOptions({
    queryKey: ['coupon', PATH, { partnerId, pageSize: MY_COUPONS_PAGE_SIZE }] as const,
    queryFn: ({ pageParam, signal }) => getMyCoupons(partnerId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPageNum) => {
      if (last.total !== null) {
        const loaded = pages.reduce((n, p) => n + p.list.length, 0);
        return loaded < last.total && last.list.length > 0 ? lastPageNum + 1 : undefined;
      }
      return last.list.length < MY_COUPONS_PAGE_SIZE ? undefined : lastPageNum + 1;
    },
  });
}
