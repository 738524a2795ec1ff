import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { ShareListResponseSchema, type SharedListing } from '@hearth/shared/contracts';
import type { Board } from '../components/share-query';

const PATH = '/ac/shareList';

/** GET {cmis}/ac/shareList?ids=a_b&realEstateBoard=: the shared listings (ids joined by `_`). */
export async function getShareList(
  ids: readonly string[],
  board: Board | null,
  signal?: AbortSignal,
): Promise<SharedListing[]> {
  const body = await requestJson('cmis', PATH, {
    schema: ShareListResponseSchema,
    searchParams: { ids: ids.join('_'), ...(board ? { realEstateBoard: board } : {}) },
    signal,
  });
  return unwrapCode(body, `cmis:${PATH}`).data;
}

export function shareListQuery(ids: readonly string[], board: Board | null) {
  return queryOptions({
    queryKey: ['cmis', PATH, ids, board] as const,
    queryFn: ({ signal }) => getShareList(ids, board, signal),
    meta: { globalSpinner: true },
  });
}
