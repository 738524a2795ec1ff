import { queryOptions } from '@tanstack/react-query';
import { ApiError, requestJson, type Ltype } from '@hearth/shared';
import { NewsPopularResponseSchema, type NewsItem } from '@hearth/shared/contracts';
import { POPULAR_COUNT, popularOrder } from './news-rules';

const pathOf = (productName: string) => `/new/selectPopular${productName}News`;

/** POST form {news-api}/new/selectPopular{product}News (count 5): de-duplicated, ascending browseCount. */
export async function getPopularNews(
  productName: string,
  ltype: Ltype,
  signal?: AbortSignal,
): Promise<NewsItem[]> {
  const path = pathOf(productName);
  const body = await requestJson('newsApi', path, {
    method: 'post',
    schema: NewsPopularResponseSchema,
    form: { ltype, count: POPULAR_COUNT },
    signal,
  });
  if (body.code !== null && body.code !== 200)
    throw new ApiError({
      kind: 'business',
      url: `newsApi:${path}`,
      code: body.code,
      detail: body.msg ?? undefined,
    });
  return popularOrder(body.data);
}

export function popularNewsQuery(productName: string, ltype: Ltype) {
  return queryOptions({
    queryKey: ['newsApi', pathOf(productName), { ltype }] as const,
    queryFn: ({ signal }) => getPopularNews(productName, ltype, signal),
  });
}
