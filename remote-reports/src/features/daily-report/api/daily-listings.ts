import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import {
  DailyListingsResponseSchema,
  type DailyListing,
  type DailyListingType,
} from '@hearth/shared/contracts';

const PATH = '/blogArticle/dailylistings';

/** GET {cmis}/blogArticle/dailylistings?type=&ltype=0&count= (code envelope): one tab of the daily report. */
export async function getDailyListings(
  type: DailyListingType,
  count: number,
  signal?: AbortSignal,
): Promise<DailyListing[]> {
  const body = await requestJson('cmis', PATH, {
    schema: DailyListingsResponseSchema,
    searchParams: { type, ltype: 0, count },
    signal,
  });
  return unwrapCode(body, `cmis:${PATH}`).data;
}

/** One tab's query (the page and the route's prefetch share it); drives the shell's global spinner. */
export function dailyListingsQuery(type: DailyListingType, count: number) {
  return queryOptions({
    queryKey: ['cmis', PATH, { type, ltype: 0, count }] as const,
    queryFn: ({ signal }) => getDailyListings(type, count, signal),
    meta: { globalSpinner: true },
  });
}
