import { defineRoute } from '@hearth/shared/remote';
import type { RemoteRouteHandle } from '@hearth/shared';

const contactHandle: RemoteRouteHandle = { titleKey: 'contact.title' };

/** The company contact page (no data to prefetch: the form only sends). */
export const contactRoutes = [
  defineRoute({
    id: 'contact-us',
    path: '/contact-us',
    example: { site: 'www', path: '/contact-us' },
    handle: contactHandle,
    lazy: async () => {
      const { ContactUsPage } = await import(
        /* webpackChunkName: "route.contact-us" */ './pages/contact-us-page'
      );
      return { Component: ContactUsPage };
    },
  }),
];
