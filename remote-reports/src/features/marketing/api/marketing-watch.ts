import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { MarketingWatchResponseSchema, type MarketingWatch } from '@hearth/shared/contracts/serverless';
import { marketingWatch } from '@hearth/shared/spec-calls';

const PATH = marketingWatch.path;

/**
 * hybrid-pages §7 item 8, GET {serverless}/marketing/client/home/marketing_watch?ltype={lang} (code 200): the
 * market-watch content; `ltype` is the language character (the first of the page's ltype).
 */
export async function getMarketingWatch(ltype: string, signal?: AbortSignal): Promise<MarketingWatch> {
  const body = await requestCall(marketingWatch, {
    schema: MarketingWatchResponseSchema,
    params: { ltype },
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
