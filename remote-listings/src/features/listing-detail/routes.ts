import { defineRoute } from '@hearth/shared/remote';
import { listingsPages } from '../../routes/pages';
import { isApiError, type RemoteRouteHandle } from '@hearth/shared';
import { listingDetailQuery } from './api/query-hou-by-id';
import { listingDetailHead } from './listing-head';

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
export const listingDetailRoutes = [
  defineRoute({
    ...listingsPages.page('listing-detail'),
    example: [
      { path: '/listing/treb-C4200001' },
      { id: 'listing-detail-minimal', path: '/listing/treb-E4200002' },
      { id: 'www-listing-detail', site: 'www', path: '/listing/treb-C4200001' },
    ],
    handle: listingHandle,
    head: listingDetailHead,
    // The detail service answers a listing it does not have with a code other than 200 (a business error).
    missing: ({ params, queryClient }) => {
      const error = queryClient.getQueryState(listingDetailQuery(params.id ?? '').queryKey)?.error;
      return isApiError(error) && error.kind === 'business';
    },
    lazy: async () => {
      const { ListingDetailPage } = await import(
        /* webpackChunkName: "route.listing-detail" */ './pages/listing-detail-page'
      );
      return { Component: ListingDetailPage };
    },
  }),
];
