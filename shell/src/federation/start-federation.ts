import { bindRoutes, CONTRACT_MAJOR, type RemoteManifestEntry } from '@hearth/shared';
import {
  buildRouteTable,
  matchRoute,
  setRouteTable,
  unavailableRouteTable,
  type RouteTable,
} from '../route-table/route-table';
import { installFederationPlugins, preloadRemoteRoutes, registerRemoteEntries } from './federation-host';
import { applyOverrides, resolveOverrides, type EffectiveRemote } from './overrides';
import {
  getActiveOverrides,
  setActiveOverrides,
  setEffectiveRemotes,
  setManifestError,
} from './remote-registry';
import { loadRemotesManifest } from './remotes-manifest';
import { boundRoutesOf } from './bound-routes';

export interface FederationStartOptions {
  pathname: string;
  search: string;
  storage: Storage | null;
  /** `IS_PRODUCTION`: overrides ignored. */
  production: boolean;
  /** The page's `location.hostname`: overrides only on loopback and `*.localhost` hosts. */
  hostname: string;
  manifestUrl?: string;
}

/** Each rejected prefix, once per table (console.error names both remotes and the prefix). */
export function reportRouteConflicts(table: RouteTable, log: (msg: string) => void = console.error): void {
  for (const conflict of table.conflicts) log(conflict.message);
}

/**
 * Puts a validated remotes.json in force: the effective remotes (overrides applied), the route ownership table
 * built from their prefixes (conflicts reported) and the routes every container's links are bound through
 * (ADR 0029). Used at start-up and whenever remotes.json is read again.
 */
export function applyRemotesManifest(entries: RemoteManifestEntry[]): EffectiveRemote[] {
  const remotes = applyOverrides(entries, getActiveOverrides(), CONTRACT_MAJOR);
  setEffectiveRemotes(remotes);
  const table = buildRouteTable(remotes);
  reportRouteConflicts(table);
  setRouteTable(table);
  bindRoutes(boundRoutesOf(remotes));
  return remotes;
}

/**
 * Reads remotes.json, applies overrides, builds the route table, registers every remote with the runtime and starts
 * preloading the current route's owner. Never throws: without remotes.json the shell still renders its own pages and
 * every other path shows the remote fallback, whose Retry reads the file again.
 */
export async function startFederation(opts: FederationStartOptions): Promise<EffectiveRemote[]> {
  const overrides = resolveOverrides({
    search: opts.search,
    storage: opts.storage,
    production: opts.production,
    hostname: opts.hostname,
  });
  setActiveOverrides(overrides);
  installFederationPlugins();
  try {
    const manifest = await loadRemotesManifest(opts.manifestUrl);
    const remotes = applyRemotesManifest(manifest.remotes);
    registerRemoteEntries(remotes);
    const match = matchRoute(opts.pathname);
    if (
      match.kind === 'remote' &&
      remotes.some((r) => r.name === match.owner && r.contract === CONTRACT_MAJOR)
    )
      preloadRemoteRoutes(match.owner);
    return remotes;
  } catch (error) {
    console.error('[hearth] remotes.json unavailable: remote sections will show their fallback', error);
    setManifestError(error);
    setRouteTable(unavailableRouteTable());
    return [];
  }
}

/**
 * Retry of a path the route table could not give to a remote (remotes.json unreadable, or a rejected prefix):
 * reads remotes.json again and puts it in force; newly listed remotes are registered (existing registrations are
 * kept: a remote's own Retry re-registers it). Resolves to whether the file could be read.
 */
export async function reloadRemotesManifest(): Promise<boolean> {
  try {
    const manifest = await loadRemotesManifest();
    registerRemoteEntries(applyRemotesManifest(manifest.remotes));
    return true;
  } catch (error) {
    console.error('[hearth] remotes.json still unavailable', error);
    setManifestError(error);
    return false;
  }
}
