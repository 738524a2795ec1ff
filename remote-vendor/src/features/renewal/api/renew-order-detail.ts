import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import {
  RenewOrderDetailResponseSchema,
  type RenewOrderDetail,
} from '@hearth/shared/contracts/vendorService';
import { renewOrderDetail } from '@hearth/shared/spec-calls';

const PATH = renewOrderDetail.path;

/** hybrid-pages §7 item 18, GET {vendorService}/order/detail?sale_order_name={name}&app=RENEW: the renew view. */
export async function getRenewOrderDetail(
  saleOrderName: string,
  signal?: AbortSignal,
): Promise<RenewOrderDetail> {
  const body = await requestCall(renewOrderDetail, {
    schema: RenewOrderDetailResponseSchema,
    params: { sale_order_name: saleOrderName, app: 'RENEW' },
    signal,
  });
  return unwrapCode(body, `vendorService:${PATH}?app=RENEW`).data;
}

/** The renew view of one sale order as a query: used by the page and by the route's prefetch (one cache entry). */
export function renewOrderDetailQuery(saleOrderName: string) {
  return queryOptions({
    queryKey: ['vendorService', PATH, { sale_order_name: saleOrderName, app: 'RENEW' }] as const,
    queryFn: ({ signal }) => getRenewOrderDetail(saleOrderName, signal),
  });
}
