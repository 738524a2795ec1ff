import { defineRoute } from '@hearth/shared/remote';
import { contentPages } from '../../routes/pages';
import { SERVER_RENDERING_NEXT } from '../../routes/server-rendering';

/** The service pages (static). */
export const servicesRoutes = [
  defineRoute({
    ...contentPages.page('home-loan'),
    clientOnly: SERVER_RENDERING_NEXT,
    example: { site: 'www', path: '/home-loan' },
    handle: { titleKey: 'homeLoan.title' },
    lazy: async () => {
      const { HomeLoanPage } = await import(
        /* webpackChunkName: "route.home-loan" */ './pages/home-loan-page'
      );
      return { Component: HomeLoanPage };
    },
  }),
  defineRoute({
    ...contentPages.page('home-services'),
    clientOnly: SERVER_RENDERING_NEXT,
    example: { site: 'www', path: '/home-services' },
    handle: { titleKey: 'homeServices.title' },
    lazy: async () => {
      const { HomeServicesPage } = await import(
        /* webpackChunkName: "route.home-services" */ './pages/home-services-page'
      );
      return { Component: HomeServicesPage };
    },
  }),
  defineRoute({
    ...contentPages.page('research-suburb'),
    clientOnly: SERVER_RENDERING_NEXT,
    example: { site: 'www', path: '/research-suburb' },
    handle: { titleKey: 'research.title' },
    lazy: async () => {
      const { ResearchSuburbPage } = await import(
        /* webpackChunkName: "route.research-suburb" */ './pages/research-suburb-page'
      );
      return { Component: ResearchSuburbPage };
    },
  }),
];
