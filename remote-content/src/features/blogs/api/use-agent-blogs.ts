import { ltypeOf, useLocaleStore, useResource } from '@hearth/shared';
import { BLOG_PAGE_SIZE, getBlogPageList } from './blog-page-list';

/** One page of the agent's web blog articles (drives the global spinner too). */
export function useAgentBlogs(userId: number, page: number) {
  const ltype = ltypeOf(useLocaleStore((s) => s.locale));
  return useResource(
    (signal) => getBlogPageList({ userId, pageNum: page, pageSize: BLOG_PAGE_SIZE, ltype }, signal),
    [userId, page, ltype],
    { globalSpinner: true },
  );
}
