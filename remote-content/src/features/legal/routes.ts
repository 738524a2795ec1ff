import { defineRoute } from '@hearth/shared/remote';
import { contentPages } from '../../routes/pages';
import { describedAs } from '../../routes/described-as';

/** The legal pages: static documents (no data), each its own chunk. */
export const legalRoutes = [
  defineRoute({
    ...contentPages.page('privacy-policy'),
    example: { site: 'www', path: '/privacy-policy' },
    handle: { titleKey: 'legal.privacy' },
    head: describedAs('privacy'),
    lazy: async () => {
      const { PrivacyPolicyPage } = await import(
        /* webpackChunkName: "route.privacy-policy" */ './pages/privacy-policy-page'
      );
      return { Component: PrivacyPolicyPage };
    },
  }),
  defineRoute({
    ...contentPages.page('terms-of-service'),
    example: { site: 'www', path: '/terms-of-service' },
    handle: { titleKey: 'legal.termsOfService' },
    head: describedAs('termsOfService'),
    lazy: async () => {
      const { TermsOfServicePage } = await import(
        /* webpackChunkName: "route.terms-of-service" */ './pages/terms-of-service-page'
      );
      return { Component: TermsOfServicePage };
    },
  }),
  defineRoute({
    ...contentPages.page('acceptable-use-policy'),
    example: { site: 'www', path: '/acceptable-use-policy' },
    handle: { titleKey: 'legal.acceptableUse' },
    head: describedAs('acceptableUse'),
    lazy: async () => {
      const { AcceptableUsePolicyPage } = await import(
        /* webpackChunkName: "route.acceptable-use-policy" */ './pages/acceptable-use-policy-page'
      );
      return { Component: AcceptableUsePolicyPage };
    },
  }),
  defineRoute({
    ...contentPages.page('terms-of-use'),
    example: { site: 'www', path: '/terms-of-use' },
    handle: { titleKey: 'legal.termsOfUse' },
    head: describedAs('termsOfUse'),
    lazy: async () => {
      const { TermsOfUsePage } = await import(
        /* webpackChunkName: "route.terms-of-use" */ './pages/terms-of-use-page'
      );
      return { Component: TermsOfUsePage };
    },
  }),
];
