import { defineRoute } from '@hearth/shared/remote';
import { contentPages } from '../../routes/pages';
import type { RemoteRouteHandle } from '@hearth/shared';
import { parsePageParam } from '@hearth/shared/ui';
import { ltypeNow, siteAgentWhenResolved } from '@hearth/shared/query';
import { blogPageListQuery } from './api/blog-page-list';
import { nlpChineseQuery } from './api/nlp-chinese';
import { blogDetailQuery, isBlogId } from './api/blog-detail';
import { hotBlogsQuery } from './api/hot-blogs';
import { blogDetailHead } from './blog-head';
import { blogsHead } from './blogs-head';

const blogsHandle: RemoteRouteHandle = {
  titleKey: 'blogs.title',
  // The list request leaves with the page chunk (same inputs as AgentBlogs: agent, ?page=, locale); the title
  // tagging follows as soon as the list arrives, before the page has rendered it.
  prefetch: async ({ searchParams, queryClient }) => {
    const userId = (await siteAgentWhenResolved())?.userId;
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

const blogDetailHandle: RemoteRouteHandle = {
  titleKey: 'blog.title',
  // The article leaves with the page chunk; the hot blogs follow as soon as it says to show them.
  prefetch: async ({ params, queryClient }) => {
    const id = params.blogid;
    if (!isBlogId(id)) return;
    const detail = blogDetailQuery(id);
    await queryClient.prefetchQuery(detail);
    const article = queryClient.getQueryData(detail.queryKey);
    if (article?.showRecommend === true)
      await queryClient.prefetchQuery(hotBlogsQuery({ excludeId: article.id }));
  },
};

/**
 * The blog pages of remote-content, each defined once (the build generates the remote's prefixes from their
 * paths, ADR 0028). Page code is lazy-loaded (its own chunk) so this module stays tiny.
 */
export const blogsRoutes = [
  defineRoute({
    ...contentPages.page('blogs'),
    example: [{ path: '/blogs' }, { id: 'www-blogs', site: 'www', path: '/blogs' }],
    handle: blogsHandle,
    head: blogsHead,
    lazy: async () => {
      const { BlogsPage } = await import(/* webpackChunkName: "route.blogs" */ './pages/blogs-page');
      return { Component: BlogsPage };
    },
  }),
  defineRoute({
    ...contentPages.page('blog-detail'),
    example: { path: '/blog/1' },
    handle: blogDetailHandle,
    head: blogDetailHead,
    // Not a number, or an article the blog service does not have (its answer cached as null): 404.
    missing: ({ params, queryClient }) =>
      !isBlogId(params.blogid) || queryClient.getQueryData(blogDetailQuery(params.blogid).queryKey) === null,
    lazy: async () => {
      const { BlogDetailPage } = await import(
        /* webpackChunkName: "route.blog-detail" */ './pages/blog-detail-page'
      );
      return { Component: BlogDetailPage };
    },
  }),
];
