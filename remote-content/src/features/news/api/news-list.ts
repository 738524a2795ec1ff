import { infiniteQueryOptions } from '@tanstack/react-query';
import { ApiError, requestJson, type Ltype } from '@hearth/shared';
import { NewsListResponseSchema, type NewsItem } from '@hearth/shared/contracts';
import { channelNameOf, NEWS_PAGE_SIZE } from './news-rules';

export interface NewsPage {
  items: NewsItem[];
  pageNo: number;
  totalPage: number;
}

export interface NewsListParams {
  productName: string;
  type: string;
  ltype: Ltype;
}

const pathOf = (productName: string) => `/new/${productName}WebNewsList`;

/** POST form {news-api}/new/{product}WebNewsList: one page (size 5) of a channel. */
export async function getNewsPage(
  params: NewsListParams & { pageNum: number },
  signal?: AbortSignal,
): Promise<NewsPage> {
  const path = pathOf(params.productName);
  const body = await requestJson('newsApi', path, {
    method: 'post',
    schema: NewsListResponseSchema,
    form: {
      ltype: params.ltype,
      pageNum: params.pageNum,
      pageSize: NEWS_PAGE_SIZE,
      channelName: channelNameOf(params.type),
    },
    signal,
  });
  if (body.code !== null && body.code !== 200)
    throw new ApiError({
      kind: 'business',
      url: `newsApi:${path}`,
      code: body.code,
      detail: body.msg ?? undefined,
    });
  return { items: body.data, pageNo: body.pageNo ?? params.pageNum, totalPage: body.totalPage };
}

/** The channel's pages (Load More fetches the next while pageNo < totalPage). */
export function newsListQuery(params: NewsListParams) {
  return infiniteQueryOptions({
    queryKey: ['newsApi', pathOf(params.productName), params] as const,
    queryFn: ({ pageParam, signal }) => getNewsPage({ ...params, pageNum: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPage ? last.pageNo + 1 : undefined),
    meta: { globalSpinner: true },
  });
}
