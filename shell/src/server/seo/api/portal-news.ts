import { ApiError, requestCall } from '@hearth/shared';
import { NewsListResponseSchema, type NewsItem } from '@hearth/shared/contracts/newsApi';
import { newsList } from '@hearth/shared/spec-calls';
import type { ListPage } from '../paged-list';

/** The news channel the sitemap reads: every category (`/news-list/all`; channelName `all`, spec §7). */
export const ALL_NEWS = 'all';

/**
 * POST form {news-api}/new/{product}WebNewsList (public-site §7): one page of the portal's news, channel `all`, with
 * the values the spec fixes (ltype 0, 5 a page).
 */
export async function portalNewsPage(
  productName: string,
  pageNum: number,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<ListPage<NewsItem>> {
  const { ltype, pageSize } = newsList.fixed;
  const body = await requestCall(newsList, {
    schema: NewsListResponseSchema,
    path: { product: productName },
    params: { ltype, pageNum, pageSize, channelName: ALL_NEWS },
    signal,
    timeoutMs,
  });
  if (body.code !== null && body.code !== 200)
    throw new ApiError({ kind: 'business', url: `newsApi:${newsList.path}`, code: body.code });
  return { items: body.data, totalPage: body.totalPage };
}
