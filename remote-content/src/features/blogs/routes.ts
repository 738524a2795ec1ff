import type { RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';
import { parsePageParam } from '@hearth/shared/ui';
import { ltypeNow, siteAgentNow } from '@hearth/shared/query';
import { blogPageListQuery } from './api/blog-page-list';
import { nlpChineseQuery } from './api/nlp-chinese';

const blogsHandle: RemoteRouteHandle = {
  titleKey: 'blogs.title',
  // The list request leaves with the page chunk (same inputs as AgentBlogs: agent, ?page=, locale); the title
  // tagging follows as soon as the list arrives, before the page has rendered it.
  prefetch: async ({ searchParams, queryClient }) => {
    const userId = siteAgentNow()?.userId;
    if (!userId) return;
    const list = blogPageListQuery({
      userId,
      pageNum: parsePageParam(searchParams.get('page')),
      ltype: ltypeNow(),
    });
    await queryClient.prefetchQuery(list);
    const titles = queryClient.getQueryData(list.queryKey)?.articles.map((a) => a.title) ?? [];
    if (titles.length > 0) await queryClient.prefetchQuery(nlpChineseQuery(titles));
  },
};

/**
 * The pages of remote-content: absolute paths under this remote's prefixes (public/prefixes.json, deployed into
 * remotes.json). Page code is lazy-loaded (its own chunk) so this module stays tiny.
 */
export const blogsRoutes: RouteObject[] = [
  {
    path: '/blogs',
    handle: blogsHandle,
    lazy: async () => {
      const { BlogsPage } = await import(/* webpackChunkName: "blogs-page" */ './pages/blogs-page');
      return { Component: BlogsPage };
    },
  },
];
