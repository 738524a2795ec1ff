import { defineRoute } from '@hearth/shared/remote';
import type { RemoteRouteHandle } from '@hearth/shared';
import { communityEpicQuery, coordinatesOf } from './api/community-epic';

/** /hybrid/share/community (Community Report, hybrid). */
export const communityRoutes = [
  defineRoute({
    id: 'community-report',
    path: '/hybrid/share/community',
    link: { query: ['Latitude', 'Longitude'] },
    example: { path: '/hybrid/share/community?Latitude=43.6532&Longitude=-79.3832' },
    handle: {
      titleKey: 'community.title',
      hybrid: true,
      // The area's data, on the server into the request's cache (the page goes out with its figures and its charts'
      // tables; the drawings are the browser's). Without valid coordinates nothing is asked (the page says so).
      prefetch: ({ searchParams, queryClient }) => {
        const at = coordinatesOf(searchParams);
        return at ? queryClient.prefetchQuery(communityEpicQuery(at)) : undefined;
      },
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { CommunityReportPage } = await import(
        /* webpackChunkName: "route.community-report" */ './pages/community-report-page'
      );
      return { Component: CommunityReportPage };
    },
  }),
];
