import type { RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';
import { accountingReportQuery } from './api/accounting-report';
import { orderDetailQuery } from './api/order-detail';
import { saleOrderNameOf } from './api/use-accounting-statement';

/**
 * The pages of remote-vendor (absolute paths; each page is its own lazily loaded chunk). Only the customer
 * accounting page exists so far: the vendor and company statements, delivery and renew pages are not routed,
 * so their paths fall through to the 404.
 */
export const accountingRoutes: RouteObject[] = [
  {
    path: '/hybrid/vendor/accounting/customer/:oid',
    handle: {
      titleKey: 'accounting.title',
      hybrid: true,
      // Both requests of the statement leave with the page chunk, in parallel, from the route's `:oid`.
      prefetch: ({ params, queryClient }) => {
        const name = saleOrderNameOf(params.oid);
        if (!name) return;
        return Promise.all([
          queryClient.prefetchQuery(accountingReportQuery(name)),
          queryClient.prefetchQuery(orderDetailQuery(name)),
        ]);
      },
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { CustomerAccountingPage } = await import('./pages/customer-accounting-page');
      return { Component: CustomerAccountingPage };
    },
  },
];
