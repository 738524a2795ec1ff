import type { RouteObject } from '@hearth/shared/router';
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
export const mapSearchRoutes: RouteObject[] = [
  {
    path: '/map',
    handle: mapHandle,
    lazy: async () => {
      const { MapSearchPage } = await import(
        /* webpackChunkName: "map-search-page" */ './pages/map-search-page'
      );
      return { Component: MapSearchPage };
    },
  },
];
