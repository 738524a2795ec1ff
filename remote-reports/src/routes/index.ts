import { defineRemote } from '@hearth/shared/remote';
import { translations } from '../i18n/translations';
import { marketingRoutes } from '../features/marketing/routes';

/** What remote_reports exposes as `./routes` (the shell loads it at run time; see remote-contract.ts). */
export const { contractMajor, sharedVersion, name, routes, buildId, sharedInstanceId } = defineRemote({
  name: 'remote_reports',
  routes: [...marketingRoutes],
  translations,
});
export { translations };
