import type { RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';

// The page reads nothing before the user submits: no prefetch.
const valuationHandle: RemoteRouteHandle = { titleKey: 'valuation.title', hybrid: true };

/** /hybrid/house/evaluate/price (absolute path; page code lazy-loaded). */
export const valuationRoutes: RouteObject[] = [
  {
    path: '/hybrid/house/evaluate/price',
    handle: valuationHandle,
    lazy: async () => {
      const { ValuationPage } = await import(
        /* webpackChunkName: "valuation-page" */ './pages/valuation-page'
      );
      return { Component: ValuationPage };
    },
  },
];
