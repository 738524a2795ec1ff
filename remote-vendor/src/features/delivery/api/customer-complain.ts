import { mutationOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { wireId } from '@hearth/shared/contracts/common';
import {
  CustomerComplainResponseSchema,
  type CustomerComplainBody,
} from '@hearth/shared/contracts/vendorService';
import { customerComplain } from '@hearth/shared/spec-calls';

const PATH = customerComplain.path;

/** hybrid-pages §7 item 15, POST JSON {vendorService}/customer/complain {saleOrderId, details}: needs code 200. */
export async function complain(saleOrderId: string, details: string): Promise<void> {
  const payload: CustomerComplainBody = { saleOrderId: wireId(saleOrderId) ?? saleOrderId, details };
  const body = await requestCall(customerComplain, {
    schema: CustomerComplainResponseSchema,
    params: { ...payload },
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
