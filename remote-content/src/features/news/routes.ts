import { defineRoute } from '@hearth/shared/remote';
import { contentPages } from '../../routes/pages';
import type { RemoteRouteHandle } from '@hearth/shared';
import { newsListQuery } from './api/news-list';
import { newsItemQuery, productNow } from './api/news-info';
import { popularNewsQuery } from './api/news-popular';
import { newsTypes } from './api/news-rules';
import { newsDetailHead } from './news-head';
import { describedAs } from '../../routes/described-as';

const newsListHandle: RemoteRouteHandle = {
  titleKey: 'news.title',
  // The first page and the popular list leave with the page chunk (an unknown type asks for nothing).
  prefetch: async ({ params, queryClient }) => {
    const productName = productNow();
    const type = (params.type ?? '').toLowerCase();
    if (!newsTypes(productName).includes(type)) return;
    await Promise.all([
      queryClient.prefetchInfiniteQuery(newsListQuery({ productName, type })),
      queryClient.prefetchQuery(popularNewsQuery(productName)),
    ]);
  },
};

const newsDetailHandle: RemoteRouteHandle = {
  titleKey: 'news.detailTitle',
  prefetch: async ({ params, queryClient }) => {
    const productName = productNow();
    await Promise.all([
      queryClient.prefetchQuery(newsItemQuery(params)),
      queryClient.prefetchQuery(popularNewsQuery(productName)),
    ]);
  },
};

/** The portal's news: the list by channel and one item. */
export const newsRoutes = [
  defineRoute({
    ...contentPages.page('news-list'),
    example: { site: 'www', path: '/news-list/all' },
    handle: newsListHandle,
    head: describedAs('newsList'),
    // A type that is not one of the product's channels: 404.
    missing: ({ params }) => !newsTypes(productNow()).includes((params.type ?? '').toLowerCase()),
    lazy: async () => {
      const { NewsListPage } = await import(
        /* webpackChunkName: "route.news-list" */ './pages/news-list-page'
      );
      return { Component: NewsListPage };
    },
  }),
  defineRoute({
    ...contentPages.page('news-detail'),
    example: { site: 'www', path: '/news-detail/hearth/502' },
    handle: newsDetailHandle,
    head: newsDetailHead,
    // An item the news service does not have (its answer cached as null): 404.
    missing: ({ params, queryClient }) => queryClient.getQueryData(newsItemQuery(params).queryKey) === null,
    lazy: async () => {
      const { NewsDetailPage } = await import(
        /* webpackChunkName: "route.news-detail" */ './pages/news-detail-page'
      );
      return { Component: NewsDetailPage };
    },
  }),
];
