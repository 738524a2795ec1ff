import type { RouteObject } from '@hearth/shared/router';

/** The buyer's and seller's guides (static; `#step1`…`#step4` scroll to a group on load). */
export const guidesRoutes: RouteObject[] = [
  {
    path: '/seller-guide',
    handle: { titleKey: 'guides.seller' },
    lazy: async () => {
      const { SellerGuidePage } = await import(
        /* webpackChunkName: "seller-guide" */ './pages/seller-guide-page'
      );
      return { Component: SellerGuidePage };
    },
  },
  {
    path: '/buyer-guide',
    handle: { titleKey: 'guides.buyer' },
    lazy: async () => {
      const { BuyerGuidePage } = await import(
        /* webpackChunkName: "buyer-guide" */ './pages/buyer-guide-page'
      );
      return { Component: BuyerGuidePage };
    },
  },
];
