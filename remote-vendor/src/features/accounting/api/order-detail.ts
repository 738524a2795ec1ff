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
