import { defineRemote } from '@hearth/shared/remote';
import { translations } from '../i18n/translations';
import { couponsRoutes } from '../features/coupons/routes';

/** What remote_coupons exposes as `./routes` (the shell loads it at run time; see remote-contract.ts). */
export const { contractMajor, sharedVersion, name, routes, buildId, sharedInstanceId } = defineRemote({
  name: 'remote_coupons',
  routes: [...couponsRoutes],
  translations,
});
export { translations };
