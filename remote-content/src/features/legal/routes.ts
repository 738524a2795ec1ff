import { defineRoute } from '@hearth/shared/remote';

/** The legal pages: static documents (no data), each its own chunk. */
export const legalRoutes = [
  defineRoute({
    id: 'privacy-policy',
    path: '/privacy-policy',
    example: { site: 'www', path: '/privacy-policy' },
    handle: { titleKey: 'legal.privacy' },
    lazy: async () => {
      const { PrivacyPolicyPage } = await import(
        /* webpackChunkName: "route.privacy-policy" */ './pages/privacy-policy-page'
      );
      return { Component: PrivacyPolicyPage };
    },
  }),
  defineRoute({
    id: 'terms-of-service',
    path: '/terms-of-service',
    example: { site: 'www', path: '/terms-of-service' },
    handle: { titleKey: 'legal.termsOfService' },
    lazy: async () => {
      const { TermsOfServicePage } = await import(
        /* webpackChunkName: "route.terms-of-service" */ './pages/terms-of-service-page'
      );
      return { Component: TermsOfServicePage };
    },
  }),
  defineRoute({
    id: 'acceptable-use-policy',
    path: '/acceptable-use-policy',
    example: { site: 'www', path: '/acceptable-use-policy' },
    handle: { titleKey: 'legal.acceptableUse' },
    lazy: async () => {
      const { AcceptableUsePolicyPage } = await import(
        /* webpackChunkName: "route.acceptable-use-policy" */ './pages/acceptable-use-policy-page'
      );
      return { Component: AcceptableUsePolicyPage };
    },
  }),
  defineRoute({
    id: 'terms-of-use',
    path: '/terms-of-use',
    example: { site: 'www', path: '/terms-of-use' },
    handle: { titleKey: 'legal.termsOfUse' },
    lazy: async () => {
      const { TermsOfUsePage } = await import(
        /* webpackChunkName: "route.terms-of-use" */ './pages/terms-of-use-page'
      );
      return { Component: TermsOfUsePage };
    },
  }),
];
