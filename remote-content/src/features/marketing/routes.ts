import { defineRoute } from '@hearth/shared/remote';
import { contentPages } from '../../routes/pages';
import { describedAs } from '../../routes/described-as';

/** The marketing pages: the 2020 awards countdown and the company video. */
export const marketingRoutes = [
  defineRoute({
    ...contentPages.page('marketing-annual-2020'),
    example: { site: 'www', path: '/marketing/2020/annual' },
    handle: { titleKey: 'awards.title' },
    head: describedAs('awards'),
    lazy: async () => {
      const { Annual2020Page } = await import(
        /* webpackChunkName: "route.marketing-annual-2020" */ './pages/annual-2020-page'
      );
      return { Component: Annual2020Page };
    },
  }),
  defineRoute({
    ...contentPages.page('marketing-video'),
    example: { site: 'www', path: '/marketing/video/player' },
    handle: { titleKey: 'video.title' },
    head: describedAs('video'),
    lazy: async () => {
      const { VideoPlayerPage } = await import(
        /* webpackChunkName: "route.marketing-video" */ './pages/video-player-page'
      );
      return { Component: VideoPlayerPage };
    },
  }),
];
