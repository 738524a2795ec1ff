import type { RouteObject } from 'react-router-dom';
import type { RemoteRouteHandle } from '@hearth/shared';

/**
 * The pages of remote-reports: absolute paths under this remote's prefixes (shell/src/routing/route-table.ts:
 * /daily-report, /community-markettrend, /hybrid/marketing, /hybrid/share/community). Each page is its own
 * lazily loaded chunk.
 */
export const marketingRoutes: RouteObject[] = [
  {
    path: '/hybrid/marketing/watch',
    handle: { titleKey: 'watch.title' } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { MarketingWatchPage } = await import('./pages/marketing-watch-page');
      return { Component: MarketingWatchPage };
    },
  },
];
