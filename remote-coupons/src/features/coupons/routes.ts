import type { RouteObject } from 'react-router-dom';
import type { RemoteRouteHandle } from '@hearth/shared';

/** The pages of remote-coupons (absolute paths; each page is its own lazily loaded chunk). */
export const couponsRoutes: RouteObject[] = [
  {
    path: '/hybrid/coupon/marketing/list',
    handle: { titleKey: 'marketing.title' } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { MarketingListPage } = await import('./pages/marketing-list-page');
      return { Component: MarketingListPage };
    },
  },
];
