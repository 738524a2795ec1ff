import type { RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';
import { communityEpicQuery, coordinatesOf } from './api/community-epic';

/** /hybrid/share/community (Community Report, hybrid). */
export const communityRoutes: RouteObject[] = [
  {
    path: '/hybrid/share/community',
    handle: {
      titleKey: 'community.title',
      hybrid: true,
      prefetch: ({ searchParams, queryClient }) => {
        const at = coordinatesOf(searchParams);
        return at ? queryClient.prefetchQuery(communityEpicQuery(at)) : undefined;
      },
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { CommunityReportPage } = await import('./pages/community-report-page');
      return { Component: CommunityReportPage };
    },
  },
];
