import { mutationOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { wireId } from '@hearth/shared/contracts/common';
import { ReceiveConfirmResponseSchema } from '@hearth/shared/contracts/vendorService';
import { receiveConfirm } from '@hearth/shared/spec-calls';

const PATH = receiveConfirm.path;

/** hybrid-pages §7 item 14, POST JSON {vendorService}/order/receive/confirm {sale_order_id}: HTTP and code 200. */
export async function confirmReceive(saleOrderId: string): Promise<void> {
  const body = await requestCall(receiveConfirm, {
    schema: ReceiveConfirmResponseSchema,
    params: { sale_order_id: wireId(saleOrderId) },
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
