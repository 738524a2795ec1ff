import { useQuery } from '@tanstack/react-query';
import { useNativeContextStore } from '@hearth/shared';
import { loginUidQuery } from '../api/login-uid';

/**
 * The hybrid user: fjjUserId from the native context, then `login/uid`. `known` is false without a uid or when the
 * service does not know it (code ≠ 200): such a user is sent to the native register page.
 */
export function useHybridUser() {
  const uid = useNativeContextStore((s) => s.fjjUserId);
  const query = useQuery({ ...loginUidQuery(uid ?? ''), enabled: Boolean(uid) });
  const user = query.data ?? null;
  return {
    uid,
    query,
    user,
    /** Settled: no uid, or its answer arrived (success or failure). */
    settled: !uid || query.isSuccess || query.isError,
    known: Boolean(uid && user),
    partnerId: user?.resPartnerId ?? null,
  };
}
