import type { RouteObject } from 'react-router-dom';
import type { RemoteRouteHandle } from '@hearth/shared';

const listingsHandle: RemoteRouteHandle = { titleKey: 'title' };

/** The pages of remote_listings (absolute paths). Page code is lazy-loaded so this module stays tiny. */
export const listingsRoutes: RouteObject[] = [
  {
    path: '/listings',
    handle: listingsHandle,
    lazy: async () => {
      const { ListingsPage } = await import(
        /* webpackChunkName: "listings-page" */ './pages/listings-page'
      );
      return { Component: ListingsPage };
    },
  },
];
