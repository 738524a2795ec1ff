import { defineRoute } from '@hearth/shared/remote';
import { contentPages } from '../../routes/pages';
import { useConfigStore, type RemoteRouteHandle } from '@hearth/shared';
import { newsListQuery } from './api/news-list';
import { newsInfoQuery } from './api/news-info';
import { popularNewsQuery } from './api/news-popular';
import { newsTypes } from './api/news-rules';
import { SERVER_HTML } from '../../routes/server-rendering';
import { newsDetailBreadcrumb } from './news-detail-breadcrumb';

const productNow = () => useConfigStore.getState().config?.productName ?? 'Hearth';

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
      queryClient.prefetchQuery(
        newsInfoQuery({ productName, source: params.source ?? '', id: params.newsid ?? '' }),
      ),
      queryClient.prefetchQuery(popularNewsQuery(productName)),
    ]);
  },
};

/** The portal's news: the list by channel and one item. */
export const newsRoutes = [
  defineRoute({
    ...contentPages.page('news-list'),
    clientOnly: SERVER_HTML,
    example: { site: 'www', path: '/news-list/all' },
    handle: newsListHandle,
    lazy: async () => {
      const { NewsListPage } = await import(
        /* webpackChunkName: "route.news-list" */ './pages/news-list-page'
      );
      return { Component: NewsListPage };
    },
  }),
  defineRoute({
    ...contentPages.page('news-detail'),
    clientOnly: SERVER_HTML,
    example: { site: 'www', path: '/news-detail/hearth/502' },
    handle: newsDetailHandle,
    head: (context) => ({ jsonLd: [newsDetailBreadcrumb(context, productNow())] }),
    lazy: async () => {
      const { NewsDetailPage } = await import(
        /* webpackChunkName: "route.news-detail" */ './pages/news-detail-page'
      );
      return { Component: NewsDetailPage };
    },
  }),
];
