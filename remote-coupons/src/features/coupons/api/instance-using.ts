import { requestCall } from '@hearth/shared';
import { unwrapErrorCode } from '@hearth/shared/envelopes';
import { InstanceUsingResponseSchema } from '@hearth/shared/contracts/coupon';
import { instanceUsing } from '@hearth/shared/spec-calls';

const PATH = instanceUsing.path;

/** Coupons §7 #7, POST {coupon}/coupon/instance/using (form instid, partnerid, uname, phone): errorCode 200 = booked. */
export async function bookAppointment(input: {
  insId: string;
  partnerId: string;
  name: string;
  phone: string;
}): Promise<void> {
  const body = await requestCall(instanceUsing, {
    schema: InstanceUsingResponseSchema,
    params: { instid: input.insId, partnerid: input.partnerId, uname: input.name, phone: input.phone },
  });
  unwrapErrorCode(body, `coupon:${PATH}`);
}
