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

/**
 * The map's canonical URL keeps `type` (homes for sale or for lease: two pages); the viewport, the filters and the
 * result page are views of the same page (ADR 0032).
 */
const MAP_CONTENT_KEYS = ['type'] as const;

/** /map (absolute path; page code lazy-loaded). */
export const mapSearchRoutes = [
  defineRoute({
    ...listingsPages.page('map-search'),
    example: [{ path: '/map' }, { id: 'www-map-search', site: 'www', path: '/map?type=rent&zoom=10' }],
    handle: mapHandle,
    head: ({ t }) => ({ description: t('head.map'), query: MAP_CONTENT_KEYS }),
    lazy: async () => {
      const { MapSearchPage } = await import(
        /* webpackChunkName: "route.map-search" */ './pages/map-search-page'
      );
      return { Component: MapSearchPage };
    },
  }),
];
