import { defineRoute } from '@hearth/shared/remote';
import type { RemoteRouteHandle } from '@hearth/shared';
import { receiveOrderId } from '../../components/receive-param';
import { receiveOrderQuery } from './api/receive-order-detail';

/** Delivery acceptance: accept the vendor's work or complain about it. */
export const deliveryRoutes = [
  defineRoute({
    id: 'vendor-delivery',
    path: '/hybrid/vendor/delivery/accept/:receive',
    example: { path: '/hybrid/vendor/delivery/accept/NTc=' },
    handle: {
      titleKey: 'delivery.title',
      hybrid: true,
      // The order request leaves with the page chunk, from the route's decoded `:receive`.
      prefetch: ({ params, queryClient }) => {
        const id = receiveOrderId(params.receive);
        return id ? queryClient.prefetchQuery(receiveOrderQuery(id)) : undefined;
      },
    } satisfies RemoteRouteHandle,
    lazy: async () => {
      const { DeliveryAcceptPage } = await import(
        /* webpackChunkName: "route.vendor-delivery" */ './pages/delivery-accept-page'
      );
      return { Component: DeliveryAcceptPage };
    },
  }),
];
