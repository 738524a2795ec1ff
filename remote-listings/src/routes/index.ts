import { defineRemote } from '@hearth/shared/remote';
import { translations } from '../i18n/translations';
import { listingsRoutes } from '../features/listings/routes';
import { listingDetailRoutes } from '../features/listing-detail/routes';
import { shareListRoutes } from '../features/share-list/routes';
import { valuationRoutes } from '../features/valuation/routes';
import { mapSearchRoutes } from '../features/map-search/routes';

/** What remote_listings exposes as `./routes` (the shell loads it at run time; see remote-contract.ts). */
export const { contractMajor, sharedVersion, name, routes, buildId, sharedInstanceId } = defineRemote({
  name: 'remote_listings',
  routes: [
    ...listingsRoutes,
    ...listingDetailRoutes,
    ...shareListRoutes,
    ...valuationRoutes,
    ...mapSearchRoutes,
  ],
  translations,
});
export { translations };
