import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { BlogPageListResponseSchema, type BlogListItem } from '@hearth/shared/contracts/cmis';
import { blogPageList } from '@hearth/shared/spec-calls';
import type { ListPage } from '../paged-list';

/**
 * GET {cmis}/blogArticle/pageListByUserId (public-site §7, the home and list version): one page of the agent's web
 * articles, the list /blogs shows (10 a page, is_show_web=1). English (ltype 1): only ids and dates are read.
 */
export async function agentBlogsPage(
  userId: string,
  pageNum: number,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<ListPage<BlogListItem>> {
  const { pageSize, is_show_web } = blogPageList.fixed;
  const body = await requestCall(blogPageList, {
    schema: BlogPageListResponseSchema,
    params: { userId, pageNum, pageSize, ltype: 1, is_show_web },
    signal,
    timeoutMs,
  });
  const ok = unwrapCode(body, `cmis:${blogPageList.path}`);
  return { items: ok.data, totalPage: ok.totalPage };
}
