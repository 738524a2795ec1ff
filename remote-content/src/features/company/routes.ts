import type { RouteObject } from '@hearth/shared/router';

/** The company pages (static; download links from the runtime config). */
export const companyRoutes: RouteObject[] = [
  {
    path: '/about',
    handle: { titleKey: 'about.title' },
    lazy: async () => {
      const { AboutPage } = await import(/* webpackChunkName: "about" */ './pages/about-page');
      return { Component: AboutPage };
    },
  },
  {
    path: '/about-us',
    handle: { titleKey: 'aboutUs.title' },
    lazy: async () => {
      const { AboutUsPage } = await import(/* webpackChunkName: "about-us" */ './pages/about-us-page');
      return { Component: AboutUsPage };
    },
  },
  {
    path: '/download-app',
    handle: { titleKey: 'download.client.title' },
    lazy: async () => {
      const { DownloadAppPage } = await import(/* webpackChunkName: "download" */ './pages/download-page');
      return { Component: DownloadAppPage };
    },
  },
  {
    path: '/download-app-agent',
    handle: { titleKey: 'download.agent.title' },
    lazy: async () => {
      const { DownloadAppAgentPage } = await import(
        /* webpackChunkName: "download" */ './pages/download-page'
      );
      return { Component: DownloadAppAgentPage };
    },
  },
];
