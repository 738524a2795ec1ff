import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { SelectByResponseSchema } from '@hearth/shared/contracts/cmis';
import { selectBy } from '@hearth/shared/spec-calls';
import { toResult, type MapResult } from './map-result';

/** GET {cmis}/mh/selectBy?selectBy={mls}&cityid=1 (spec §7): the listings of an MLS number (`data.houlist`). */
export async function selectByMls(mls: string, signal?: AbortSignal): Promise<MapResult[]> {
  const body = await requestCall(selectBy, {
    schema: SelectByResponseSchema,
    params: { selectBy: mls.trim().toUpperCase(), cityid: 1 },
    signal,
  });
  return unwrapCode(body, `cmis:${selectBy.path}`)
    .data.houlist.map(toResult)
    .filter((l): l is MapResult => l !== null);
}

export function mlsSearchQuery(mls: string) {
  return queryOptions({
    queryKey: ['cmis', selectBy.path, mls.toUpperCase()] as const,
    queryFn: ({ signal }) => selectByMls(mls, signal),
  });
}
