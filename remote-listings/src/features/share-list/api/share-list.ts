import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { ShareListResponseSchema, type SharedListing } from '@hearth/shared/contracts/cmis';
import { shareList } from '@hearth/shared/spec-calls';

/** hybrid-pages §7 item 4, GET {cmis}/ac/shareList?text={ids}&ltype=0: the shared listings (ids joined by `_`). */
export async function getShareList(ids: readonly string[], signal?: AbortSignal): Promise<SharedListing[]> {
  const body = await requestCall(shareList, {
    schema: ShareListResponseSchema,
    params: { text: ids.join('_'), ltype: 0 },
    signal,
  });
  return unwrapCode(body, `cmis:${shareList.path}`).data;
}

export function shareListQuery(ids: readonly string[]) {
  return queryOptions({
    queryKey: ['cmis', shareList.path, ids] as const,
    queryFn: ({ signal }) => getShareList(ids, signal),
    meta: { globalSpinner: true },
  });
}
