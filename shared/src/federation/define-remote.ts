// `@hearth/shared/remote`: bundled INTO each remote (not the shared singleton), so that what it reads at build
// time is the remote's own view: the @hearth/shared version it was built against and its build id.
import type { RouteObject } from '@hearth/shared/router';
import {
  SHARED_INSTANCE_ID,
  type RemoteName,
  type RemoteRoutesModule,
  type RemoteTranslations,
} from '@hearth/shared';
import pkg from '../../package.json';

declare const __HEARTH_BUILD_ID__: string | undefined;
declare const __HEARTH_SHARED_BUILT_AGAINST__: string | undefined;

export interface RemoteDefinition {
  name: RemoteName;
  /** Absolute paths under the remote's prefixes; pages are `lazy`, so `./routes` stays tiny. */
  routes: RouteObject[];
  /** The remote's own i18next namespace, in both languages. */
  translations: RemoteTranslations;
}

/**
 * What a remote exposes as `./routes` (see remote-contract.ts), from its name, routes and translations. The
 * `sharedVersion` and `contractMajor` are this build's: the shell refuses the remote when its own singleton is
 * older or of another major, before anything renders.
 */
export function defineRemote(definition: RemoteDefinition): RemoteRoutesModule {
  const builtAgainst =
    typeof __HEARTH_SHARED_BUILT_AGAINST__ !== 'undefined' ? __HEARTH_SHARED_BUILT_AGAINST__ : pkg.version;
  return {
    ...definition,
    contractMajor: Number(builtAgainst.split('.', 1)[0]),
    sharedVersion: builtAgainst,
    buildId: typeof __HEARTH_BUILD_ID__ !== 'undefined' ? __HEARTH_BUILD_ID__ : 'dev',
    sharedInstanceId: SHARED_INSTANCE_ID,
  };
}
