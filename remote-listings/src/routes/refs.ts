// Generated from remote_listings's route definitions by `pnpm generate:dev-remotes` (ADR 0029): never edit by hand.
// Another container links to these pages through their ids, bound at run time by remotes.json; it may import
// this file only, and only as types: `import type { ListingsRouteRefs } from '@hearth/remote-listings/route-refs'`.
import type { RouteRefs } from '@hearth/shared/links';

export type ListingsRouteRefs = RouteRefs<
  'remote_listings',
  {
    listings: { path: '/listings'; query: 'page' };
    'listing-detail': { path: '/listing/:id' };
    'share-list': { path: '/hybrid/share/list'; query: 'ids' | 'signature' };
    'house-valuation': { path: '/hybrid/house/evaluate/price' };
    'map-search': { path: '/map' };
  }
>;
