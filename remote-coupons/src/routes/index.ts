import { SHARED_INSTANCE_ID, type RemoteRoutesModule } from '@hearth/shared';
import { translations as remoteTranslations } from '../lib/i18n/translations';
import { pageRoutes } from './page-routes';

// Baked in at build time by shared/tooling/webpack-config.cjs (NOT read from the shared singleton, which would be
// the host's value at run time).
declare const __HEARTH_CONTRACT_MAJOR__: number;
declare const __HEARTH_BUILD_ID__: string;

/** What this remote exposes as `./routes` (the shell loads it at run time; see remote-contract.ts). */
const remote = {
  contractMajor: __HEARTH_CONTRACT_MAJOR__,
  name: 'remote_coupons',
  routes: pageRoutes,
  translations: remoteTranslations,
  buildId: __HEARTH_BUILD_ID__,
  sharedInstanceId: SHARED_INSTANCE_ID,
} satisfies RemoteRoutesModule;

export const { contractMajor, name, routes, translations, buildId, sharedInstanceId } = remote;
