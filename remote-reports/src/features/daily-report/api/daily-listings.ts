import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import {
  DailyListingsResponseSchema,
  type DailyListing,
  type DailyListingType,
} from '@hearth/shared/contracts/cmis';
import { dailyListings as call } from '@hearth/shared/spec-calls';

/** GET {cmis}/blogArticle/dailylistings?type=&ltype=0&count= (code envelope): one tab of the daily report. */
export async function getDailyListings(
  type: DailyListingType,
  count: number,
  signal?: AbortSignal,
): Promise<DailyListing[]> {
  const body = await requestCall(call, {
    schema: DailyListingsResponseSchema,
    params: { type, ltype: 0, count },
    signal,
  });
  return unwrapCode(body, `cmis:${call.path}`).data;
}

/** One tab's query (the page and the route's prefetch share it); drives the shell's global spinner. */
export function dailyListingsQuery(type: DailyListingType, count: number) {
  return queryOptions({
    queryKey: ['cmis', call.path, { type, ltype: 0, count }] as const,
    queryFn: ({ signal }) => getDailyListings(type, count, signal),
    meta: { globalSpinner: true },
  });
}
