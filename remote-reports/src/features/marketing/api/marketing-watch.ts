import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { MarketingWatchResponseSchema, type MarketingWatch } from '@hearth/shared/contracts';

const PATH = '/marketing/client/home/marketing_watch';

/** GET {serverless}/marketing/client/home/marketing_watch?ltype= (code envelope): the market-watch content. */
export async function getMarketingWatch(ltype: string, signal?: AbortSignal): Promise<MarketingWatch> {
  const body = await requestJson('serverless', PATH, {
    schema: MarketingWatchResponseSchema,
    searchParams: { ltype },
    signal,
  });
  return unwrapCode(body, `serverless:${PATH}`).data;
}

/** The market-watch query of one `ltype`: used by the page (`useQuery`) and by the route's prefetch. */
export function marketingWatchQuery(ltype: string) {
  return queryOptions({
    queryKey: ['serverless', PATH, { ltype }] as const,
    queryFn: ({ signal }) => getMarketingWatch(ltype, signal),
  });
}
