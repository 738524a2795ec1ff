import { mutationOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { OrderRenewResponseSchema, type OrderRenewBody } from '@hearth/shared/contracts';

const PATH = '/order/renew';

/**
 * POST JSON {vendorService}/order/renew with the renew payload: success when HTTP 200 and code 200. Resolves with
 * the invoicing url as sent (the caller guards it before leaving the page).
 */
export async function renewOrder(payload: OrderRenewBody): Promise<string> {
  const body = await requestJson('vendorService', PATH, {
    method: 'post',
    schema: OrderRenewResponseSchema,
    json: payload,
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
