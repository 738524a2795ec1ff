import { defineRoute } from '@hearth/shared/remote';
import type { RemoteRouteHandle } from '@hearth/shared';
import { ltypeNow } from '@hearth/shared/query';
import { marketingWatchQuery } from './api/marketing-watch';
import { ltypeLanguage } from './components/watch-content';

/**
 * The pages of remote-reports, each defined once (the build generates the remote's prefixes from their paths, ADR
 * 0028). Each page is its own lazily loaded chunk.
 */
export const marketingRoutes = [
  defineRoute({
    id: 'marketing-watch',
    path: '/hybrid/marketing/watch',
    link: { query: ['ltype'] },
    example: { path: '/hybrid/marketing/watch' },
    handle: {
      titleKey: 'watch.title',
      hybrid: true,
      // Leaves with the page chunk; same ltype as the page (useLtypeLocale): `?ltype=`'s first character, else
      // the current locale's.
      prefetch: ({ searchParams, queryClient }) =>
        queryClient.prefetchQuery(
          marketingWatchQuery(ltypeLanguage(searchParams.get('ltype'))?.ltype ?? String(ltypeNow())),
        ),
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { MarketingWatchPage } = await import(
        /* webpackChunkName: "route.marketing-watch" */ './pages/marketing-watch-page'
      );
      return { Component: MarketingWatchPage };
    },
  }),
];
