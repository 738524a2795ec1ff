import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode, type Ltype } from '@hearth/shared';
import { NewsInfoResponseSchema, type NewsItem } from '@hearth/shared/contracts';

export interface NewsInfoParams {
  productName: string;
  source: string;
  id: string;
  ltype: Ltype;
}

const pathOf = (productName: string) => `/new/${productName}NewsInfo`;

/** GET {news-api}/new/{product}NewsInfo?ltype=&type={source}&id= : one news item. */
export async function getNewsInfo(params: NewsInfoParams, signal?: AbortSignal): Promise<NewsItem> {
  const path = pathOf(params.productName);
  const body = await requestJson('newsApi', path, {
    schema: NewsInfoResponseSchema,
    searchParams: { ltype: params.ltype, type: params.source, id: params.id },
    signal,
  });
  return unwrapCode(body, `newsApi:${path}`).data;
}

export function newsInfoQuery(params: NewsInfoParams) {
  return queryOptions({
    queryKey: ['newsApi', pathOf(params.productName), params] as const,
    queryFn: ({ signal }) => getNewsInfo(params, signal),
    meta: { globalSpinner: true },
  });
}
