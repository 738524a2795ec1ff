import { mutationOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { SendMobileCodeResponseSchema } from '@hearth/shared/contracts/cmis';
import { sendMobileCode as call } from '@hearth/shared/spec-calls';

const PATH = call.path;

/**
 * Coupons §7 #2, POST JSON {cmis}/login/sendMobileCode {phone, phoneSendMes, type 1, ltype 1, countryType 38}: the code texted to the
 * phone (the page compares the user's entry with it). Code 401 becomes a business ApiError with code 401.
 */
export async function sendMobileCode(phone: string, message: string): Promise<string> {
  const body = await requestCall(call, {
    schema: SendMobileCodeResponseSchema,
    params: { phone, phoneSendMes: message, type: 1, ltype: 1, countryType: 38 },
  });
  return unwrapCode(body, `cmis:${PATH}`).data;
}

export function sendMobileCodeMutation() {
  return mutationOptions({
    mutationKey: ['cmis', PATH],
    mutationFn: ({ phone, message }: { phone: string; message: string }) => sendMobileCode(phone, message),
  });
}
