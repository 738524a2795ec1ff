import type { RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';
import { listingDetailQuery } from './api/query-hou-by-id';

const listingHandle: RemoteRouteHandle = {
  titleKey: 'detail.title',
  banner: false, // spec layout: no banner on listing pages
  // The detail request leaves with the page chunk (same key as the page's query).
  prefetch: ({ params, queryClient }) => {
    const id = params.id;
    if (!id) return;
    return queryClient.prefetchQuery(listingDetailQuery(id));
  },
};

/** /listing/:id (absolute path; page code lazy-loaded). */
export const listingDetailRoutes: RouteObject[] = [
  {
    path: '/listing/:id',
    handle: listingHandle,
    lazy: async () => {
      const { ListingDetailPage } = await import(
        /* webpackChunkName: "listing-detail-page" */ './pages/listing-detail-page'
      );
      return { Component: ListingDetailPage };
    },
  },
];
