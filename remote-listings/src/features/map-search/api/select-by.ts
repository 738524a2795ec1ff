import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { SelectByResponseSchema } from '@hearth/shared/contracts';
import { toResult, type MapResult } from './map-result';

const PATH = '/mh/selectBy';

/** GET {cmis}/mh/selectBy?selectBy={mls}&cityid=1 (spec §7): the listings of an MLS number (`data.houlist`). */
export async function selectByMls(mls: string, signal?: AbortSignal): Promise<MapResult[]> {
  const body = await requestJson('cmis', PATH, {
    schema: SelectByResponseSchema,
    searchParams: { selectBy: mls.trim().toUpperCase(), cityid: '1' },
    signal,
  });
  return unwrapCode(body, `cmis:${PATH}`)
    .data.houlist.map(toResult)
    .filter((l): l is MapResult => l !== null);
}

export function mlsSearchQuery(mls: string) {
  return queryOptions({
    queryKey: ['cmis', PATH, mls.toUpperCase()] as const,
    queryFn: ({ signal }) => selectByMls(mls, signal),
  });
}
