import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { OrderDetailResponseSchema, type OrderDetail } from '@hearth/shared/contracts/vendorService';
import { orderDetail } from '@hearth/shared/spec-calls';

const PATH = orderDetail.path;

/** hybrid-pages §7 item 17, GET {vendorService}/order/detail?sale_order_name={name}: the order overview. */
export async function getOrderDetail(saleOrderName: string, signal?: AbortSignal): Promise<OrderDetail> {
  const body = await requestCall(orderDetail, {
    schema: OrderDetailResponseSchema,
    params: { sale_order_name: saleOrderName },
    signal,
  });
  return unwrapCode(body, `vendorService:${PATH}`).data;
}

/** The overview of one sale order as a query: used by the page and by the route's prefetch (one cache entry). */
export function orderDetailQuery(saleOrderName: string) {
  return queryOptions({
    queryKey: ['vendorService', PATH, { sale_order_name: saleOrderName }] as const,
    queryFn: ({ signal }) => getOrderDetail(saleOrderName, signal),
  });
}
