import { requestJson, unwrapErrorCode } from '@hearth/shared';
import { InstanceUsingResponseSchema } from '@hearth/shared/contracts';

const PATH = '/coupon/instance/using';

/** POST {coupon}/coupon/instance/using (form instid, partnerid, uname, phone): errorCode 200 = booked. */
export async function bookAppointment(input: {
  insId: string;
  partnerId: string;
  name: string;
  phone: string;
}): Promise<void> {
  const body = await requestJson('coupon', PATH, {
    method: 'post',
    schema: InstanceUsingResponseSchema,
    form: { instid: input.insId, partnerid: input.partnerId, uname: input.name, phone: input.phone },
  });
  unwrapErrorCode(body, `coupon:${PATH}`);
}
