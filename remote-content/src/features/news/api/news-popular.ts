import { queryOptions } from '@tanstack/react-query';
import { ApiError, requestCall } from '@hearth/shared';
import { NewsPopularResponseSchema, type NewsItem } from '@hearth/shared/contracts/newsApi';
import { newsPopular } from '@hearth/shared/spec-calls';
import { POPULAR_COUNT, popularOrder } from './news-rules';

/**
 * POST form {news-api}/new/selectPopular{product}News {ltype 0, count 5} (spec §7): de-duplicated, ascending
 * browseCount; ltype is always 0.
 */
export async function getPopularNews(productName: string, signal?: AbortSignal): Promise<NewsItem[]> {
  const body = await requestCall(newsPopular, {
    schema: NewsPopularResponseSchema,
    path: { product: productName },
    params: { ltype: 0, count: POPULAR_COUNT },
    signal,
  });
  if (body.code !== null && body.code !== 200)
    throw new ApiError({
      kind: 'business',
      url: `newsApi:${newsPopular.path}`,
      code: body.code,
      detail: body.msg ?? undefined,
    });
  return popularOrder(body.data);
}

export function popularNewsQuery(productName: string) {
  return queryOptions({
    queryKey: ['newsApi', newsPopular.path, { productName }] as const,
    queryFn: ({ signal }) => getPopularNews(productName, signal),
  });
}
