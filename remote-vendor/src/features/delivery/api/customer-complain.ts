import { mutationOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { CustomerComplainResponseSchema, wireId, type CustomerComplainBody } from '@hearth/shared/contracts';

const PATH = '/customer/complain';

/** POST JSON {vendorService}/customer/complain {saleOrderId, details}: success needs code 200. */
export async function complain(saleOrderId: string, details: string): Promise<void> {
  const payload: CustomerComplainBody = { saleOrderId: wireId(saleOrderId) ?? saleOrderId, details };
  const body = await requestJson('vendorService', PATH, {
    method: 'post',
    schema: CustomerComplainResponseSchema,
    json: payload,
  });
  unwrapCode(body, `vendorService:${PATH}`);
}

/** Filing a complaint as a mutation: never retried (POST), one request per submit (the page's lock). */
export function complainMutation() {
  return mutationOptions({
    mutationKey: ['vendorService', PATH] as const,
    mutationFn: ({ saleOrderId, details }: { saleOrderId: string; details: string }) =>
      complain(saleOrderId, details),
  });
}
