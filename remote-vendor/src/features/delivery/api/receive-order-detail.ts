import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { ReceiveOrderDetailResponseSchema, type ReceiveOrder } from '@hearth/shared/contracts';

const PATH = '/order/receive/detail';

/** GET {vendorService}/order/receive/detail?sale_order_id={id} (code envelope): the delivery order. */
export async function getReceiveOrder(saleOrderId: string, signal?: AbortSignal): Promise<ReceiveOrder> {
  const body = await requestJson('vendorService', PATH, {
    schema: ReceiveOrderDetailResponseSchema,
    searchParams: { sale_order_id: saleOrderId },
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
