import { queryOptions } from '@tanstack/react-query';
import { requestCall, type Ltype } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { BlogPageListResponseSchema, type BlogListItem } from '@hearth/shared/contracts/cmis';
import { blogPageList } from '@hearth/shared/spec-calls';

/** Blog list page size (spec §7, §9). */
export const BLOG_PAGE_SIZE = 10;

export interface BlogPageListParams {
  /** The agent's cmis userId (ids are strings in the contracts). */
  userId: string;
  pageNum: number;
  pageSize?: number;
  ltype: Ltype;
}

export interface BlogPage {
  articles: BlogListItem[];
  totalPage: number;
  totalRecord: number;
  /** The page size the server applied (the pagination's per-page). */
  pageSize: number;
}

/** GET {cmis}/blogArticle/pageListByUserId (home and list version: is_show_web=1): one page of articles. */
export async function getBlogPageList(params: BlogPageListParams, signal?: AbortSignal): Promise<BlogPage> {
  const body = await requestCall(blogPageList, {
    schema: BlogPageListResponseSchema,
    params: {
      userId: params.userId,
      pageNum: params.pageNum,
      pageSize: params.pageSize ?? BLOG_PAGE_SIZE,
      ltype: params.ltype,
      is_show_web: 1,
    },
    signal,
  });
  const ok = unwrapCode(body, `cmis:${blogPageList.path}`);
  return {
    articles: ok.data,
    totalPage: ok.totalPage,
    totalRecord: ok.totalRecord,
    // pageSize is optional in the contract: the size asked for.
    pageSize: ok.pageSize ?? params.pageSize ?? BLOG_PAGE_SIZE,
  };
}

/**
 * The query of one page of the agent's web articles: used by the page (`useQuery`) and by the route's prefetch, so
 * both share one cache entry. Its first load drives the global spinner.
 */
export function blogPageListQuery(params: BlogPageListParams) {
  const input = { ...params, pageSize: params.pageSize ?? BLOG_PAGE_SIZE };
  return queryOptions({
    queryKey: ['cmis', blogPageList.path, input] as const,
    queryFn: ({ signal }) => getBlogPageList(input, signal),
    meta: { globalSpinner: true },
  });
}
