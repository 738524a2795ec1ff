import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { QueryHouByIdResponseSchema, type ListingDetail } from '@hearth/shared/contracts/cmis';
import { queryHouById } from '@hearth/shared/spec-calls';

export interface QueryHouByIdParams {
  houid: string;
  /** Spec §7 defaults: ltype 1 (the description is English; the translate toggle gives Chinese) and userid 1. */
  ltype?: 0 | 1;
  userid?: number;
}

/** GET {cmis}/mh/queryHouByid: one listing's detail (a non-200 code is an error: the page shows ErrorState). */
export async function getListingDetail(
  params: QueryHouByIdParams,
  signal?: AbortSignal,
): Promise<ListingDetail> {
  const body = await requestCall(queryHouById, {
    schema: QueryHouByIdResponseSchema,
    params: { houid: params.houid, ltype: params.ltype ?? 1, userid: params.userid ?? 1 },
    signal,
  });
  return unwrapCode(body, `cmis:${queryHouById.path}`).data;
}

/** The detail query: used by the page and by the route's prefetch (same key). Its first load drives the spinner. */
export function listingDetailQuery(houid: string) {
  const input = { houid, ltype: 1 as const, userid: 1 };
  return queryOptions({
    queryKey: ['cmis', queryHouById.path, input] as const,
    queryFn: ({ signal }) => getListingDetail(input, signal),
    meta: { globalSpinner: true },
  });
}
