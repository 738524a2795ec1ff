import { defineRoute } from '@hearth/shared/remote';
import type { RemoteRouteHandle } from '@hearth/shared';
import { PROVINCES } from '@hearth/shared/contracts/selection';
import { citiesQuery } from './api/find-city-by-province';
import { quotationsQuery } from './api/find-quotations';

/** The market trend (hybrid) and the community market trend placeholder (public). */
export const marketTrendRoutes = [
  defineRoute({
    id: 'market-trend',
    path: '/hybrid/marketing/trend',
    example: { path: '/hybrid/marketing/trend' },
    handle: {
      titleKey: 'trend.title',
      hybrid: true,
      // The cities and the first statistics (all of Ontario, Detached): on the server into the request's cache (the
      // page goes out with its figures, its charts' tables included; the drawings are the browser's), in the browser
      // with the page chunk when it renders the page itself.
      prefetch: ({ queryClient }) =>
        Promise.all([
          queryClient.prefetchQuery(citiesQuery(PROVINCES[0])),
          queryClient.prefetchQuery(
            quotationsQuery({ city: 'all', community: 'all', propertyNew: 'Detached' }),
          ),
        ]),
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { MarketTrendPage } = await import(
        /* webpackChunkName: "route.market-trend" */ './pages/market-trend-page'
      );
      return { Component: MarketTrendPage };
    },
  }),
  defineRoute({
    id: 'community-markettrend',
    path: '/community-markettrend',
    example: { path: '/community-markettrend' },
    handle: { titleKey: 'communityTrend.title' } satisfies RemoteRouteHandle,
    head: ({ t }) => ({ description: t('communityTrend.headDescription') }),
    lazy: async () => {
      const { CommunityMarketTrendPage } = await import(
        /* webpackChunkName: "route.community-markettrend" */ './pages/community-market-trend-page'
      );
      return { Component: CommunityMarketTrendPage };
    },
  }),
];
