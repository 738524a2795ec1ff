import { queryOptions } from '@tanstack/react-query';
import { requestCall, useConfigStore } from '@hearth/shared';
import type { Params } from '@hearth/shared/router';
import { unwrapCode } from '@hearth/shared/envelopes';
import { NewsInfoResponseSchema, type NewsItem } from '@hearth/shared/contracts/newsApi';
import { newsInfo } from '@hearth/shared/spec-calls';
import { nullWhenMissing } from '../../../components/missing-item';

export interface NewsInfoParams {
  productName: string;
  source: string;
  id: string;
}

/** GET {news-api}/new/{product}NewsInfo?ltype=0&type={source}&id= (spec §7): one news item; ltype is always 0. */
export async function getNewsInfo(params: NewsInfoParams, signal?: AbortSignal): Promise<NewsItem> {
  const body = await requestCall(newsInfo, {
    schema: NewsInfoResponseSchema,
    path: { product: params.productName },
    params: { ltype: 0, type: params.source, id: params.id },
    signal,
  });
  return unwrapCode(body, `newsApi:${newsInfo.path}`).data;
}

/** The item query, shared by the page, the route's prefetch and head: `null` when there is no such item (404). */
export function newsInfoQuery(params: NewsInfoParams) {
  return queryOptions({
    queryKey: ['newsApi', newsInfo.path, params] as const,
    queryFn: ({ signal }) => nullWhenMissing(getNewsInfo(params, signal)),
    meta: { globalSpinner: true },
  });
}

/** The product whose news is shown: the runtime config's product name (as the pages read it). */
export const productNow = () => useConfigStore.getState().config?.productName ?? 'Hearth';

/** The item's query at a route's params (the route's prefetch, head and `missing`: the page's key). */
export const newsItemQuery = (params: Readonly<Params<string>>) =>
  newsInfoQuery({ productName: productNow(), source: params.source ?? '', id: params.newsid ?? '' });
