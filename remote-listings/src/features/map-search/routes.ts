import { defineRoute } from '@hearth/shared/remote';
import { listingsPages } from '../../routes/pages';
import type { RemoteRouteHandle } from '@hearth/shared';
import { mapSearchQuery } from './api/query-hou-condition';
import { mlsSearchQuery } from './api/select-by';
import { parseSearch, radiusForZoom, toHouCondition } from './api/search-state';

const mapHandle: RemoteRouteHandle = {
  titleKey: 'map.title',
  header: false,
  banner: false,
  footer: false,
  // The results leave with the page chunk (same keys as the page's queries).
  prefetch: ({ searchParams, queryClient }) => {
    const state = parseSearch(searchParams);
    if (state.mls) return queryClient.prefetchQuery(mlsSearchQuery(state.mls));
    return queryClient.prefetchQuery(
      mapSearchQuery(toHouCondition(state, radiusForZoom(state.lat, state.zoom)), state.page),
    );
  },
};

/** /map (absolute path; page code lazy-loaded). */
export const mapSearchRoutes = [
  defineRoute({
    ...listingsPages.page('map-search'),
    example: [{ path: '/map' }, { id: 'www-map-search', site: 'www', path: '/map?type=rent&zoom=10' }],
    handle: mapHandle,
    lazy: async () => {
      const { MapSearchPage } = await import(
        /* webpackChunkName: "route.map-search" */ './pages/map-search-page'
      );
      return { Component: MapSearchPage };
    },
  }),
];
