import type { RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';
import { receiveOrderId } from '../../components/receive-param';
import { receiveOrderQuery } from './api/receive-order-detail';

/** Delivery acceptance: accept the vendor's work or complain about it. */
export const deliveryRoutes: RouteObject[] = [
  {
    path: '/hybrid/vendor/delivery/accept/:receive',
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
      const { DeliveryAcceptPage } = await import('./pages/delivery-accept-page');
      return { Component: DeliveryAcceptPage };
    },
  },
];
