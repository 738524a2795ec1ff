import { defineRoute } from '@hearth/shared/remote';

/** The company pages (static; download links from the runtime config). */
export const companyRoutes = [
  defineRoute({
    id: 'about',
    path: '/about',
    example: { site: 'www', path: '/about' },
    handle: { titleKey: 'about.title' },
    lazy: async () => {
      const { AboutPage } = await import(/* webpackChunkName: "route.about" */ './pages/about-page');
      return { Component: AboutPage };
    },
  }),
  defineRoute({
    id: 'about-us',
    path: '/about-us',
    example: { site: 'www', path: '/about-us' },
    handle: { titleKey: 'aboutUs.title' },
    lazy: async () => {
      const { AboutUsPage } = await import(/* webpackChunkName: "route.about-us" */ './pages/about-us-page');
      return { Component: AboutUsPage };
    },
  }),
  defineRoute({
    id: 'download-app',
    path: '/download-app',
    example: { site: 'www', path: '/download-app' },
    handle: { titleKey: 'download.client.title' },
    lazy: async () => {
      const { DownloadAppPage } = await import(
        /* webpackChunkName: "route.download-app" */ './pages/download-page'
      );
      return { Component: DownloadAppPage };
    },
  }),
  defineRoute({
    id: 'download-app-agent',
    path: '/download-app-agent',
    example: { site: 'www', path: '/download-app-agent' },
    handle: { titleKey: 'download.agent.title' },
    lazy: async () => {
      const { DownloadAppAgentPage } = await import(
        /* webpackChunkName: "route.download-app-agent" */ './pages/download-page'
      );
      return { Component: DownloadAppAgentPage };
    },
  }),
];
