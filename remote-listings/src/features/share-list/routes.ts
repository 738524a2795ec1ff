import { defineRoute } from '@hearth/shared/remote';
import { listingsPages } from '../../routes/pages';
import type { RemoteRouteHandle } from '@hearth/shared';
import { shareListQuery } from './api/share-list';
import { parseShareIds } from './components/share-query';
import { shareListHead } from './share-list-head';

const shareListHandle: RemoteRouteHandle = {
  titleKey: 'share.recommended',
  hybrid: true,
  prefetch: ({ searchParams, queryClient }) => {
    const ids = parseShareIds(searchParams.get('ids'));
    if (ids.length === 0) return;
    return queryClient.prefetchQuery(shareListQuery(ids));
  },
};

/** /hybrid/share/list (absolute path; page code lazy-loaded). */
export const shareListRoutes = [
  defineRoute({
    ...listingsPages.page('share-list'),
    example: [
      { path: '/hybrid/share/list?ids=treb-C4200001_crea-X4100003&signature=true' },
      { id: 'www-share-list', site: 'www', path: '/hybrid/share/list?ids=treb-C4200001' },
    ],
    handle: shareListHandle,
    // A hybrid page (inside the app) is never indexed; the shared listings as JSON-LD.
    head: shareListHead,
    lazy: async () => {
      const { ShareListPage } = await import(
        /* webpackChunkName: "route.share-list" */ './pages/share-list-page'
      );
      return { Component: ShareListPage };
    },
  }),
];
