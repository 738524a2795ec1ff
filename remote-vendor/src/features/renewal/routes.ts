import type { RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';
import { receiveOrderName } from '../../components/receive-param';
import { renewOrderDetailQuery } from './api/renew-order-detail';

/** Service renewal: choose a time period and pay. */
export const renewalRoutes: RouteObject[] = [
  {
    path: '/hybrid/vendor/order/renew/:receive',
    handle: {
      titleKey: 'renew.title',
      hybrid: true,
      // The order request leaves with the page chunk, from the route's decoded `:receive`.
      prefetch: ({ params, queryClient }) => {
        const name = receiveOrderName(params.receive);
        return name ? queryClient.prefetchQuery(renewOrderDetailQuery(name)) : undefined;
      },
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { RenewPage } = await import('./pages/renew-page');
      return { Component: RenewPage };
    },
  },
];
