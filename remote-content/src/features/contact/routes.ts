import type { RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';

const contactHandle: RemoteRouteHandle = { titleKey: 'contact.title' };

/** The company contact page (no data to prefetch: the form only sends). */
export const contactRoutes: RouteObject[] = [
  {
    path: '/contact-us',
    handle: contactHandle,
    lazy: async () => {
      const { ContactUsPage } = await import(
        /* webpackChunkName: "contact-us-page" */ './pages/contact-us-page'
      );
      return { Component: ContactUsPage };
    },
  },
];
