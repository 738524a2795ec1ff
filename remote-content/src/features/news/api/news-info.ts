import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { NewsInfoResponseSchema, type NewsItem } from '@hearth/shared/contracts/newsApi';
import { newsInfo } from '@hearth/shared/spec-calls';

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

export function newsInfoQuery(params: NewsInfoParams) {
  return queryOptions({
    queryKey: ['newsApi', newsInfo.path, params] as const,
    queryFn: ({ signal }) => getNewsInfo(params, signal),
    meta: { globalSpinner: true },
  });
}
