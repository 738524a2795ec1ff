import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { QueryHouConditionResponseSchema, type HouCondition } from '@hearth/shared/contracts/cmis';
import { queryHouCondition as call } from '@hearth/shared/spec-calls';
import { PAGE_SIZE } from './search-state';
import { toResult, type MapResult } from './map-result';

export interface MapPage {
  listings: MapResult[];
  total: number;
  totalPage: number;
}

/** POST {cmis}/mh/queryHouCondition (spec §7; JSON, see the entry's readings): houCondition, page, rows 54, userid 0, ltype 0. */
export async function queryHouCondition(
  houCondition: HouCondition,
  page: number,
  signal?: AbortSignal,
): Promise<MapPage> {
  const body = await requestCall(call, {
    schema: QueryHouConditionResponseSchema,
    params: { houCondition, page, rows: PAGE_SIZE, userid: 0, ltype: 0 },
    signal,
  });
  const { data } = unwrapCode(body, `cmis:${call.path}`);
  return {
    listings: data.data.map(toResult).filter((l): l is MapResult => l !== null),
    total: data.totalRecord,
    totalPage: data.totalPage,
  };
}

/** A newer search aborts the one it replaces (the query's signal); the previous page shows meanwhile. */
export function mapSearchQuery(houCondition: HouCondition, page: number) {
  return queryOptions({
    queryKey: ['cmis', call.path, houCondition, page] as const,
    queryFn: ({ signal }) => queryHouCondition(houCondition, page, signal),
    placeholderData: keepPreviousData,
  });
}
