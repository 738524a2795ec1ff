import { defineRoute } from '@hearth/shared/remote';
import { contentPages } from '../../routes/pages';
import { describedAs } from '../../routes/described-as';

/** The service pages (static). */
export const servicesRoutes = [
  defineRoute({
    ...contentPages.page('home-loan'),
    example: { site: 'www', path: '/home-loan' },
    handle: { titleKey: 'homeLoan.title' },
    head: describedAs('homeLoan'),
    lazy: async () => {
      const { HomeLoanPage } = await import(
        /* webpackChunkName: "route.home-loan" */ './pages/home-loan-page'
      );
      return { Component: HomeLoanPage };
    },
  }),
  defineRoute({
    ...contentPages.page('home-services'),
    example: { site: 'www', path: '/home-services' },
    handle: { titleKey: 'homeServices.title' },
    head: describedAs('homeServices'),
    lazy: async () => {
      const { HomeServicesPage } = await import(
        /* webpackChunkName: "route.home-services" */ './pages/home-services-page'
      );
      return { Component: HomeServicesPage };
    },
  }),
  defineRoute({
    ...contentPages.page('research-suburb'),
    example: { site: 'www', path: '/research-suburb' },
    handle: { titleKey: 'research.title' },
    head: describedAs('research'),
    lazy: async () => {
      const { ResearchSuburbPage } = await import(
        /* webpackChunkName: "route.research-suburb" */ './pages/research-suburb-page'
      );
      return { Component: ResearchSuburbPage };
    },
  }),
];
