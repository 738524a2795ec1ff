import { defineRoute } from '@hearth/shared/remote';
import { contentPages } from '../../routes/pages';
import { describedAs } from '../../routes/described-as';

/** The buyer's and seller's guides (static; `#step1`…`#step4` scroll to a group on load). */
export const guidesRoutes = [
  defineRoute({
    ...contentPages.page('seller-guide'),
    example: { site: 'www', path: '/seller-guide' },
    handle: { titleKey: 'guides.seller' },
    head: describedAs('sellerGuide'),
    lazy: async () => {
      const { SellerGuidePage } = await import(
        /* webpackChunkName: "route.seller-guide" */ './pages/seller-guide-page'
      );
      return { Component: SellerGuidePage };
    },
  }),
  defineRoute({
    ...contentPages.page('buyer-guide'),
    example: { site: 'www', path: '/buyer-guide' },
    handle: { titleKey: 'guides.buyer' },
    head: describedAs('buyerGuide'),
    lazy: async () => {
      const { BuyerGuidePage } = await import(
        /* webpackChunkName: "route.buyer-guide" */ './pages/buyer-guide-page'
      );
      return { Component: BuyerGuidePage };
    },
  }),
];
