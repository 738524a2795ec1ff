import { SendMobileCodeBodySchema } from '@hearth/shared/contracts/cmis';
import { issueCode, nationalDigits, phoneOwner } from '../../db/queries/mobile-codes';
import type { App, AppDeps } from '../../http/deps';
import { BadRequest, fail, jsonBody, ok, parseWith } from '../../http/respond';

/**
 * POST /cmis/login/sendMobileCode {phone, phoneSendMes, type, ltype, countryType}: "texts" a new code and answers
 * it (code 200, data = the code). A phone already used by another account → code 401 (the page alerts message 37).
 */
export function mountSendMobileCode(app: App, deps: AppDeps): void {
  app.post('/cmis/login/sendMobileCode', async (c) => {
    const body = parseWith(SendMobileCodeBodySchema, await jsonBody(c));
    const digits = nationalDigits(body.phone);
    if (!digits) throw new BadRequest('phone: must be +1 and 10 digits');
    // The page asks for a code only for a phone that differs from the user's own: any owner is another account.
    if ((await phoneOwner(deps.db, digits)) !== undefined)
      return fail(c, 401, 'This phone number is already used by another account');
    // Per-phone limits (1 a minute, 5 an hour): code 401, the one failure the page handles (coupons §7 #2).
    const issued = await issueCode(deps.db, digits);
    if ('limited' in issued) return fail(c, 401, `Too many code requests: try again in ${issued.limited} s`);
    return ok(c, issued.code);
  });
}
