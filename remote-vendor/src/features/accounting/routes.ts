import { createElement } from 'react';
import type { RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';
import { accountingReportQuery } from './api/accounting-report';
import { orderDetailQuery } from './api/order-detail';
import { saleOrderNameOf } from './api/use-accounting-statement';
import { ACCOUNTING_VIEWS } from './components/accounting-views';

/**
 * The three statements — /hybrid/vendor/accounting/{customer,vendor,company}/:oid — one route per point of view,
 * all the same lazily loaded page with that view.
 */
export const accountingRoutes: RouteObject[] = ACCOUNTING_VIEWS.map((view) => ({
  path: `/hybrid/vendor/accounting/${view.id}/:oid`,
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
    const { AccountingPage } = await import('./pages/accounting-page');
    return { Component: () => createElement(AccountingPage, { view }) };
  },
}));
