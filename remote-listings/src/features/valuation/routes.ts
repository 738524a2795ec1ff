import { defineRoute } from '@hearth/shared/remote';
import { listingsPages } from '../../routes/pages';
import type { RemoteRouteHandle } from '@hearth/shared';

// The page reads nothing before the user submits: no prefetch.
const valuationHandle: RemoteRouteHandle = { titleKey: 'valuation.title', hybrid: true };

/** /hybrid/house/evaluate/price (absolute path; page code lazy-loaded). */
export const valuationRoutes = [
  defineRoute({
    ...listingsPages.page('house-valuation'),
    example: { path: '/hybrid/house/evaluate/price' },
    handle: valuationHandle,
    // A hybrid page (inside the app) is never indexed.
    head: () => ({ noindex: true }),
    lazy: async () => {
      const { ValuationPage } = await import(
        /* webpackChunkName: "route.house-valuation" */ './pages/valuation-page'
      );
      return { Component: ValuationPage };
    },
  }),
];
