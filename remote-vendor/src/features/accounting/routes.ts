import type { RouteObject } from 'react-router-dom';
import type { RemoteRouteHandle } from '@hearth/shared';

/**
 * The pages of remote-vendor (absolute paths; each page is its own lazily loaded chunk). Only the customer
 * accounting page exists so far: the vendor and company statements, delivery and renew pages are not routed,
 * so their paths fall through to the 404.
 */
export const accountingRoutes: RouteObject[] = [
  {
    path: '/hybrid/vendor/accounting/customer/:oid',
    handle: { titleKey: 'accounting.title' } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { CustomerAccountingPage } = await import('./pages/customer-accounting-page');
      return { Component: CustomerAccountingPage };
    },
  },
];
