import type { RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';
import { shareListQuery } from './api/share-list';
import { parseShareIds } from './components/share-query';

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
export const shareListRoutes: RouteObject[] = [
  {
    path: '/hybrid/share/list',
    handle: shareListHandle,
    lazy: async () => {
      const { ShareListPage } = await import(
        /* webpackChunkName: "share-list-page" */ './pages/share-list-page'
      );
      return { Component: ShareListPage };
    },
  },
];
