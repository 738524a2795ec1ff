import { defineRoute } from '@hearth/shared/remote';
import type { RemoteRouteHandle } from '@hearth/shared';
import { receiveOrderName } from '../../components/receive-param';
import { renewOrderDetailQuery } from './api/renew-order-detail';

/** Service renewal: choose a time period and pay. */
export const renewalRoutes = [
  defineRoute({
    id: 'vendor-renew',
    path: '/hybrid/vendor/order/renew/:receive',
    example: { path: '/hybrid/vendor/order/renew/U08wMDY2' },
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
      const { RenewPage } = await import(/* webpackChunkName: "route.vendor-renew" */ './pages/renew-page');
      return { Component: RenewPage };
    },
  }),
];
