import { defineRoute } from '@hearth/shared/remote';
import type { RemoteRouteHandle } from '@hearth/shared';
import { communityEpicQuery, coordinatesOf } from './api/community-epic';
import { CHART_FIRST } from '../../routes/server-rendering';

/** /hybrid/share/community (Community Report, hybrid). */
export const communityRoutes = [
  defineRoute({
    id: 'community-report',
    path: '/hybrid/share/community',
    clientOnly: CHART_FIRST,
    link: { query: ['Latitude', 'Longitude'] },
    example: { path: '/hybrid/share/community?Latitude=43.6532&Longitude=-79.3832' },
    handle: {
      titleKey: 'community.title',
      hybrid: true,
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
