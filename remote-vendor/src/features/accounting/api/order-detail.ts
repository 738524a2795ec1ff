import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { OrderDetailResponseSchema, type OrderDetail } from '@hearth/shared/contracts';

const PATH = '/order/detail';

/** GET {vendorService}/order/detail?sale_order_name={name} (code envelope, without app=RENEW): the order overview. */
export async function getOrderDetail(saleOrderName: string, signal?: AbortSignal): Promise<OrderDetail> {
  const body = await requestJson('vendorService', PATH, {
    schema: OrderDetailResponseSchema,
    searchParams: { sale_order_name: saleOrderName },
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
