import { infiniteQueryOptions } from '@tanstack/react-query';
import { ApiError, requestCall } from '@hearth/shared';
import { NewsListResponseSchema, type NewsItem } from '@hearth/shared/contracts/newsApi';
import { newsList } from '@hearth/shared/spec-calls';
import { channelNameOf, NEWS_PAGE_SIZE } from './news-rules';

export interface NewsPage {
  items: NewsItem[];
  pageNo: number;
  totalPage: number;
}

export interface NewsListParams {
  productName: string;
  type: string;
}

/** POST form {news-api}/new/{product}WebNewsList (spec §7): one page (size 5) of a channel; ltype is always 0. */
export async function getNewsPage(
  params: NewsListParams & { pageNum: number },
  signal?: AbortSignal,
): Promise<NewsPage> {
  const body = await requestCall(newsList, {
    schema: NewsListResponseSchema,
    path: { product: params.productName },
    params: {
      ltype: 0,
      pageNum: params.pageNum,
      pageSize: NEWS_PAGE_SIZE,
      channelName: channelNameOf(params.type),
    },
    signal,
  });
  if (body.code !== null && body.code !== 200)
    throw new ApiError({
      kind: 'business',
      url: `newsApi:${newsList.path}`,
      code: body.code,
      detail: body.msg ?? undefined,
    });
  return { items: body.data, pageNo: body.pageNo ?? params.pageNum, totalPage: body.totalPage };
}

/** The channel's pages (Load More fetches the next while pageNo < totalPage). */
export function newsListQuery(params: NewsListParams) {
  return infiniteQueryOptions({
    queryKey: ['newsApi', newsList.path, params] as const,
    queryFn: ({ pageParam, signal }) => getNewsPage({ ...params, pageNum: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPage ? last.pageNo + 1 : undefined),
    meta: { globalSpinner: true },
  });
}
