import { ApiError, requestCall } from '@hearth/shared';
import { unwrapCode } from '../unwrap';
import { LoginUidResponseSchema, type UserInfo } from '../../contracts/cmis/login-uid';
import { loginUid } from '../../contracts/spec-calls/coupons-and-appointments';

/**
 * The app user of a native-context uid (fjjUserId) on the hybrid pages (coupons §7 #1, hybrid-pages §7 item 12):
 * POST JSON {cmis}/login/uid {uid, ltype: 1}; code 200 gives the user, any other code means "no user" (null),
 * not a failure.
 */
export async function loginByUid(uid: string, signal?: AbortSignal): Promise<UserInfo | null> {
  const body = await requestCall(loginUid, {
    schema: LoginUidResponseSchema,
    params: { uid, ltype: 1 },
    signal,
  });
  try {
    return unwrapCode(body, `cmis:${loginUid.path}`).data;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business') return null;
    throw error;
  }
}
