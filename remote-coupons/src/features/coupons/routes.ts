import type { RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';
import { couponListQuery } from './api/coupon-list';

/** The pages of remote-coupons (absolute paths; each page is its own lazily loaded chunk). */
export const couponsRoutes: RouteObject[] = [
  {
    path: '/hybrid/coupon/marketing/list',
    handle: {
      titleKey: 'marketing.title',
      hybrid: true,
      // The coupon list (fixed query: page 1, 6 published) leaves with the page chunk.
      prefetch: ({ queryClient }) => queryClient.prefetchQuery(couponListQuery()),
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { MarketingListPage } = await import('./pages/marketing-list-page');
      return { Component: MarketingListPage };
    },
  },
];
