import { ownPages } from '@hearth/shared/links';

/**
 * remote_listings' pages, listed once (ADR 0029): each route definition (a feature's `routes.ts`)
 * takes its id, path and link shape from here, and a link from one of these pages to another is
 * `listingsPages.href(id, params?, options?)`. This list imports no page code, so any page or widget may link
 * through it without an import cycle.
 */
export const listingsPages = ownPages([
  { id: 'listings', path: '/listings', link: { query: ['page'] } },
  { id: 'listing-detail', path: '/listing/:id' },
  { id: 'share-list', path: '/hybrid/share/list', link: { query: ['ids', 'signature'] } },
  { id: 'house-valuation', path: '/hybrid/house/evaluate/price' },
  { id: 'map-search', path: '/map' },
]);
