import { defineRoute } from '@hearth/shared/remote';
import { contentPages } from '../../routes/pages';
import { describedAs } from '../../routes/described-as';

/** The company pages (static; download links from the runtime config). */
export const companyRoutes = [
  defineRoute({
    ...contentPages.page('about'),
    example: { site: 'www', path: '/about' },
    handle: { titleKey: 'about.title' },
    head: describedAs('about'),
    lazy: async () => {
      const { AboutPage } = await import(/* webpackChunkName: "route.about" */ './pages/about-page');
      return { Component: AboutPage };
    },
  }),
  defineRoute({
    ...contentPages.page('about-us'),
    example: { site: 'www', path: '/about-us' },
    handle: { titleKey: 'aboutUs.title' },
    head: describedAs('aboutUs'),
    lazy: async () => {
      const { AboutUsPage } = await import(/* webpackChunkName: "route.about-us" */ './pages/about-us-page');
      return { Component: AboutUsPage };
    },
  }),
  defineRoute({
    ...contentPages.page('download-app'),
    example: { site: 'www', path: '/download-app' },
    handle: { titleKey: 'download.client.title' },
    head: describedAs('downloadClient'),
    lazy: async () => {
      const { DownloadAppPage } = await import(
        /* webpackChunkName: "route.download-app" */ './pages/download-page'
      );
      return { Component: DownloadAppPage };
    },
  }),
  defineRoute({
    ...contentPages.page('download-app-agent'),
    example: { site: 'www', path: '/download-app-agent' },
    handle: { titleKey: 'download.agent.title' },
    head: describedAs('downloadAgent'),
    lazy: async () => {
      const { DownloadAppAgentPage } = await import(
        /* webpackChunkName: "route.download-app-agent" */ './pages/download-page'
      );
      return { Component: DownloadAppAgentPage };
    },
  }),
];
