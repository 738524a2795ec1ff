import { defineRoute } from '@hearth/shared/remote';
import type { RemoteRouteHandle } from '@hearth/shared';

// The page reads nothing before the user submits: no prefetch.
const valuationHandle: RemoteRouteHandle = { titleKey: 'valuation.title', hybrid: true };

/** /hybrid/house/evaluate/price (absolute path; page code lazy-loaded). */
export const valuationRoutes = [
  defineRoute({
    id: 'house-valuation',
    path: '/hybrid/house/evaluate/price',
    example: { path: '/hybrid/house/evaluate/price' },
    handle: valuationHandle,
    lazy: async () => {
      const { ValuationPage } = await import(
        /* webpackChunkName: "route.house-valuation" */ './pages/valuation-page'
      );
      return { Component: ValuationPage };
    },
  }),
];
