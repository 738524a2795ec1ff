import { queryOptions } from '@tanstack/react-query';
import { ApiError, requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { LoginUidResponseSchema, type UserInfo } from '@hearth/shared/contracts/cmis';
import { loginUid } from '@hearth/shared/spec-calls';

const PATH = loginUid.path;

/** Coupons §7 #1, POST JSON {cmis}/login/uid {uid, ltype: 1}: code 200 gives the user, any other code null. */
export async function loginByUid(uid: string, signal?: AbortSignal): Promise<UserInfo | null> {
  const body = await requestCall(loginUid, {
    schema: LoginUidResponseSchema,
    params: { uid, ltype: 1 },
    signal,
  });
  try {
    return unwrapCode(body, `cmis:${PATH}`).data;
  } catch (error) {
    // Spec §7: any code but 200 means "no user" (null), not a failure.
    if (error instanceof ApiError && error.kind === 'business') return null;
    throw error;
  }
}

/** The user of a native-context uid (fjjUserId); shared by every coupon page and their prefetches. */
export function loginUidQuery(uid: string) {
  return queryOptions({
    queryKey: ['cmis', PATH, uid] as const,
    queryFn: ({ signal }) => loginByUid(uid, signal),
  });
}
