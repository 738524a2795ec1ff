import { queryOptions } from '@tanstack/react-query';
import { loginByUid } from '@hearth/shared/site';
import { loginUid } from '@hearth/shared/spec-calls';

/** The user of a native-context uid (fjjUserId); shared by every coupon page and their prefetches. */
export function loginUidQuery(uid: string) {
  return queryOptions({
    queryKey: ['cmis', loginUid.path, uid] as const,
    queryFn: ({ signal }) => loginByUid(uid, signal),
  });
}
