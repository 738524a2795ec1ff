import { defineRoute } from '@hearth/shared/remote';
import { contentPages } from '../../routes/pages';
import { describedAs } from '../../routes/described-as';
import type { RemoteRouteHandle } from '@hearth/shared';

const contactHandle: RemoteRouteHandle = { titleKey: 'contact.title' };

/** The company contact page (no data to prefetch: the form only sends). */
export const contactRoutes = [
  defineRoute({
    ...contentPages.page('contact-us'),
    example: { site: 'www', path: '/contact-us' },
    handle: contactHandle,
    head: describedAs('contact'),
    lazy: async () => {
      const { ContactUsPage } = await import(
        /* webpackChunkName: "route.contact-us" */ './pages/contact-us-page'
      );
      return { Component: ContactUsPage };
    },
  }),
];
