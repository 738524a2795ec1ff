import { mutationOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { ReceiveConfirmResponseSchema, wireId } from '@hearth/shared/contracts';

const PATH = '/order/receive/confirm';

/** POST JSON {vendorService}/order/receive/confirm {sale_order_id}: success needs HTTP 200 and code 200. */
export async function confirmReceive(saleOrderId: string): Promise<void> {
  const body = await requestJson('vendorService', PATH, {
    method: 'post',
    schema: ReceiveConfirmResponseSchema,
    json: { sale_order_id: wireId(saleOrderId) },
  });
  unwrapCode(body, `vendorService:${PATH}`);
}

/** Accepting a delivery as a mutation: never retried (POST), one request per submit (the page's lock). */
export function confirmReceiveMutation() {
  return mutationOptions({
    mutationKey: ['vendorService', PATH] as const,
    mutationFn: (saleOrderId: string) => confirmReceive(saleOrderId),
  });
}
