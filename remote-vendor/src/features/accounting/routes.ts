import { createElement } from 'react';
import { defineRoute } from '@hearth/shared/remote';
import type { RemoteRouteHandle } from '@hearth/shared';
import { accountingReportQuery } from './api/accounting-report';
import { orderDetailQuery } from './api/order-detail';
import { saleOrderNameOf } from './api/use-accounting-statement';
import { ACCOUNTING_VIEWS } from './components/accounting-views';

/**
 * The three statements — /hybrid/vendor/accounting/{customer,vendor,company}/:oid — one route per point of view,
 * all the same lazily loaded page with that view.
 */
export const accountingRoutes = ACCOUNTING_VIEWS.map((view) =>
  defineRoute({
    id: `vendor-accounting-${view.id}`,
    path: `/hybrid/vendor/accounting/${view.id}/:oid`,
    example: { path: `/hybrid/vendor/accounting/${view.id}/SO0042` },
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
      // One chunk name for the three views: they share the page (the build maps each route id to it).
      const { AccountingPage } = await import(
        /* webpackChunkName: "route.vendor-accounting" */ './pages/accounting-page'
      );
      return { Component: () => createElement(AccountingPage, { view }) };
    },
  }),
);
