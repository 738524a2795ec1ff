import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { ReceiveOrderDetailResponseSchema, type ReceiveOrder } from '@hearth/shared/contracts/vendorService';
import { receiveOrderDetail } from '@hearth/shared/spec-calls';

const PATH = receiveOrderDetail.path;

/** hybrid-pages §7 item 13, GET {vendorService}/order/receive/detail?sale_order_id={id}: the delivery order. */
export async function getReceiveOrder(saleOrderId: string, signal?: AbortSignal): Promise<ReceiveOrder> {
  const body = await requestCall(receiveOrderDetail, {
    schema: ReceiveOrderDetailResponseSchema,
    params: { sale_order_id: saleOrderId },
    signal,
  });
  return unwrapCode(body, `vendorService:${PATH}`).data;
}

/** The delivery order as a query: used by the page and by the route's prefetch (one cache entry). */
export function receiveOrderQuery(saleOrderId: string) {
  return queryOptions({
    queryKey: ['vendorService', PATH, { sale_order_id: saleOrderId }] as const,
    queryFn: ({ signal }) => getReceiveOrder(saleOrderId, signal),
  });
}
