import type { RouteObject } from 'react-router-dom';
import type { RemoteRouteHandle } from '@hearth/shared';

const blogsHandle: RemoteRouteHandle = { titleKey: 'blogs.title' };

/**
 * The pages of remote-content: absolute paths under this remote's prefixes (shell route table). Page code is
 * lazy-loaded (its own chunk) so this module stays tiny.
 */
export const blogsRoutes: RouteObject[] = [
  {
    path: '/blogs',
    handle: blogsHandle,
    lazy: async () => {
      const { BlogsPage } = await import(/* webpackChunkName: "blogs-page" */ './pages/blogs-page');
      return { Component: BlogsPage };
    },
  },
];
