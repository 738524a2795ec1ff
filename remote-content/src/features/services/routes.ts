import type { RouteObject } from '@hearth/shared/router';

/** The service pages (static). */
export const servicesRoutes: RouteObject[] = [
  {
    path: '/home-loan',
    handle: { titleKey: 'homeLoan.title' },
    lazy: async () => {
      const { HomeLoanPage } = await import(/* webpackChunkName: "home-loan" */ './pages/home-loan-page');
      return { Component: HomeLoanPage };
    },
  },
  {
    path: '/home-services',
    handle: { titleKey: 'homeServices.title' },
    lazy: async () => {
      const { HomeServicesPage } = await import(
        /* webpackChunkName: "home-services" */ './pages/home-services-page'
      );
      return { Component: HomeServicesPage };
    },
  },
  {
    path: '/research-suburb',
    handle: { titleKey: 'research.title' },
    lazy: async () => {
      const { ResearchSuburbPage } = await import(
        /* webpackChunkName: "research-suburb" */ './pages/research-suburb-page'
      );
      return { Component: ResearchSuburbPage };
    },
  },
];
