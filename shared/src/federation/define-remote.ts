// `@hearth/shared/remote`: bundled INTO each remote (not the shared singleton), so that what it reads at build
// time is the remote's own view: the @hearth/shared version it was built against and its build id.
import type { ComponentType } from 'react';
import type { RouteObject } from '@hearth/shared/router';
import {
  SHARED_INSTANCE_ID,
  type RemoteName,
  type RemoteRoutesModule,
  type RemoteTranslations,
  type RemoteWidgetModule,
  type WidgetPrefetch,
} from '@hearth/shared';
import pkg from '../../package.json';
import type { WidgetProps } from './widget-registry';

export type { HearthWidgets, WidgetId, WidgetProps } from './widget-registry';
export {
  defineWidgetContracts,
  type WidgetContract,
  type WidgetContractDefinition,
  type WidgetOf,
  type WidgetPlace,
  type WidgetReserve,
} from './widget-contracts';
import type { DefinedRoute } from './define-route';

export {
  defineRoute,
  type DefinedRoute,
  type RouteDefinition,
  type RouteExample,
  type RouteExampleSite,
  type RouteLinkShape,
} from './define-route';

declare const __HEARTH_BUILD_ID__: string | undefined;
declare const __HEARTH_SHARED_BUILT_AGAINST__: string | undefined;

export interface RemoteDefinition {
  name: RemoteName;
  /**
   * Its pages, each defined once with `defineRoute` (the build generates prefixes.json, the chunk map and the gates'
   * route list from them); pages are `lazy`, so `./routes` stays tiny.
   */
  routes: readonly DefinedRoute[];
  /** The remote's own i18next namespace, in both languages. */
  translations: RemoteTranslations;
}

/**
 * What a remote exposes as `./routes` (see remote-contract.ts), from its name, routes and translations. The
 * `sharedVersion` and `contractMajor` are this build's: the shell refuses the remote when its own singleton is
 * older or of another major, before anything renders.
 */
export function defineRemote(definition: RemoteDefinition): RemoteRoutesModule {
  const routes: RouteObject[] = [...definition.routes];
  return { ...definition, routes, ...buildFields() };
}

/** This build's contract fields (see defineRemote). */
function buildFields() {
  const builtAgainst =
    typeof __HEARTH_SHARED_BUILT_AGAINST__ !== 'undefined' ? __HEARTH_SHARED_BUILT_AGAINST__ : pkg.version;
  return {
    contractMajor: Number(builtAgainst.split('.', 1)[0]),
    sharedVersion: builtAgainst,
    buildId: typeof __HEARTH_BUILD_ID__ !== 'undefined' ? __HEARTH_BUILD_ID__ : 'dev',
    sharedInstanceId: SHARED_INSTANCE_ID,
  };
}

export interface WidgetDefinition<N extends RemoteName, W extends string> {
  name: N;
  /** The expose's name without `./` (e.g. `featured-listings`). */
  widget: W;
  /** Its props are the registry's (widget-registry.ts) for a known widget. */
  Widget: ComponentType<WidgetProps<`${N}/${W}`>>;
  /** Starts the widget's queries as soon as the host has the module (RemoteWidgetModule.prefetch). */
  prefetch?: WidgetPrefetch<WidgetProps<`${N}/${W}`>>;
  /** The remote's namespace, registered by the shell before the widget renders. */
  translations: RemoteTranslations;
}

/**
 * What a remote exposes as a widget (`./<widget>`; see RemoteWidgetModule in remote-contract.ts): the component
 * with the same contract fields as `./routes`. The shell's `RemoteWidget` loads, checks and isolates it.
 */
export function defineWidget<N extends RemoteName, W extends string>(
  definition: WidgetDefinition<N, W>,
): RemoteWidgetModule<WidgetProps<`${N}/${W}`>> {
  return { ...definition, ...buildFields() };
}
