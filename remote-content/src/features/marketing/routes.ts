import type { RouteObject } from '@hearth/shared/router';

/** The marketing pages: the 2020 awards countdown and the company video. */
export const marketingRoutes: RouteObject[] = [
  {
    path: '/marketing/2020/annual',
    handle: { titleKey: 'awards.title' },
    lazy: async () => {
      const { Annual2020Page } = await import(
        /* webpackChunkName: "annual-2020" */ './pages/annual-2020-page'
      );
      return { Component: Annual2020Page };
    },
  },
  {
    path: '/marketing/video/player',
    handle: { titleKey: 'video.title' },
    lazy: async () => {
      const { VideoPlayerPage } = await import(
        /* webpackChunkName: "video-player" */ './pages/video-player-page'
      );
      return { Component: VideoPlayerPage };
    },
  },
];
