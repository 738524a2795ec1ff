import { mutationOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { OrderRenewResponseSchema, type OrderRenewBody } from '@hearth/shared/contracts/vendorService';
import { orderRenew } from '@hearth/shared/spec-calls';

const PATH = orderRenew.path;

/**
 * hybrid-pages §7 item 19, POST JSON {vendorService}/order/renew with the renew payload: success when HTTP 200 and code 200. Resolves with
 * the invoicing url as sent (the caller guards it before leaving the page).
 */
export async function renewOrder(payload: OrderRenewBody): Promise<string> {
  const body = await requestCall(orderRenew, {
    schema: OrderRenewResponseSchema,
    params: { ...payload },
  });
  return unwrapCode(body, `vendorService:${PATH}`).data.resInvoicing.data.url;
}

/** Renewal as a mutation: never retried (POST), one request per submit (the page's lock). */
export function renewOrderMutation() {
  return mutationOptions({
    mutationKey: ['vendorService', PATH] as const,
    mutationFn: (payload: OrderRenewBody) => renewOrder(payload),
  });
}
