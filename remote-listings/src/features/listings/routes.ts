import { defineRoute } from '@hearth/shared/remote';
import { listingsPages } from '../../routes/pages';
import type { RemoteRouteHandle } from '@hearth/shared';
import { parsePageParam } from '@hearth/shared/ui';
import { prefetchAgentListings } from './prefetch-agent-listings';

const listingsHandle: RemoteRouteHandle = {
  titleKey: 'title',
  banner: false, // spec layout: no banner on listing pages
  // The list request leaves with the page chunk: same inputs as AgentListings (agent, ?page=, locale).
  prefetch: ({ searchParams, queryClient }) =>
    prefetchAgentListings(queryClient, parsePageParam(searchParams.get('page'))),
};

/** The pages of remote_listings (absolute paths). Page code is lazy-loaded so this module stays tiny. */
export const listingsRoutes = [
  defineRoute({
    ...listingsPages.page('listings'),
    example: [{ path: '/listings' }, { id: 'www-listings', site: 'www', path: '/listings' }],
    handle: listingsHandle,
    // `page` selects the content: page 2 is its own canonical URL.
    head: ({ t }) => ({ description: t('head.listings'), query: ['page'] }),
    lazy: async () => {
      const { ListingsPage } = await import(/* webpackChunkName: "route.listings" */ './pages/listings-page');
      return { Component: ListingsPage };
    },
  }),
];
