import type { RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';
import { parsePageParam } from '@hearth/shared/ui';
import { ltypeNow, siteAgentWhenResolved } from '@hearth/shared/query';
import { channelHouseListQuery } from './api/channel-house-list';

const listingsHandle: RemoteRouteHandle = {
  titleKey: 'title',
  banner: false, // spec layout: no banner on listing pages
  // The list request leaves with the page chunk: same inputs as AgentListings (agent, ?page=, locale).
  prefetch: async ({ searchParams, queryClient }) => {
    const agent = await siteAgentWhenResolved();
    if (!agent) return;
    await queryClient.prefetchQuery(
      channelHouseListQuery({
        cimsUrefId: agent.cims_uid,
        pageNum: parsePageParam(searchParams.get('page')),
        ltype: ltypeNow(),
      }),
    );
  },
};

/** The pages of remote_listings (absolute paths). Page code is lazy-loaded so this module stays tiny. */
export const listingsRoutes: RouteObject[] = [
  {
    path: '/listings',
    handle: listingsHandle,
    lazy: async () => {
      const { ListingsPage } = await import(/* webpackChunkName: "listings-page" */ './pages/listings-page');
      return { Component: ListingsPage };
    },
  },
];
