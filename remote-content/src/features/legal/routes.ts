import type { RouteObject } from '@hearth/shared/router';

/** The legal pages: static documents (no data), each its own chunk. */
export const legalRoutes: RouteObject[] = [
  {
    path: '/privacy-policy',
    handle: { titleKey: 'legal.privacy' },
    lazy: async () => {
      const { PrivacyPolicyPage } = await import(
        /* webpackChunkName: "legal-privacy" */ './pages/privacy-policy-page'
      );
      return { Component: PrivacyPolicyPage };
    },
  },
  {
    path: '/terms-of-service',
    handle: { titleKey: 'legal.termsOfService' },
    lazy: async () => {
      const { TermsOfServicePage } = await import(
        /* webpackChunkName: "legal-terms-of-service" */ './pages/terms-of-service-page'
      );
      return { Component: TermsOfServicePage };
    },
  },
  {
    path: '/acceptable-use-policy',
    handle: { titleKey: 'legal.acceptableUse' },
    lazy: async () => {
      const { AcceptableUsePolicyPage } = await import(
        /* webpackChunkName: "legal-acceptable-use" */ './pages/acceptable-use-policy-page'
      );
      return { Component: AcceptableUsePolicyPage };
    },
  },
  {
    path: '/terms-of-use',
    handle: { titleKey: 'legal.termsOfUse' },
    lazy: async () => {
      const { TermsOfUsePage } = await import(
        /* webpackChunkName: "legal-terms-of-use" */ './pages/terms-of-use-page'
      );
      return { Component: TermsOfUsePage };
    },
  },
];
