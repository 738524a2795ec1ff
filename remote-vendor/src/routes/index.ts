import { defineRemote } from '@hearth/shared/remote';
import { translations } from '../i18n/translations';
import { accountingRoutes } from '../features/accounting/routes';
import { deliveryRoutes } from '../features/delivery/routes';
import { renewalRoutes } from '../features/renewal/routes';

/** What remote_vendor exposes as `./routes` (the shell loads it at run time; see remote-contract.ts). */
export const { contractMajor, sharedVersion, name, routes, buildId, sharedInstanceId } = defineRemote({
  name: 'remote_vendor',
  routes: [...accountingRoutes, ...deliveryRoutes, ...renewalRoutes],
  translations,
});
export { translations };
