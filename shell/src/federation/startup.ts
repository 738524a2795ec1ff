import { CONTRACT_MAJOR } from '@hearth/shared';
import { resolveRemoteOwner } from '../routing/route-table';
import { installFederationPlugins, preloadRemoteRoutes, registerRemoteEntries } from './federation-host';
import { applyOverrides, resolveOverrides, type EffectiveRemote } from './overrides';
import { setActiveOverrides, setEffectiveRemotes, setManifestError } from './remote-registry';
import { loadRemotesManifest } from './remotes-manifest';

export interface FederationStartOptions {
  pathname: string;
  search: string;
  storage: Storage | null;
  /** `IS_PRODUCTION`: overrides ignored. */
  production: boolean;
  manifestUrl?: string;
}

/**
 * Reads remotes.json, applies overrides, registers every remote with the runtime and starts preloading the current
 * route's owner. Never throws: without remotes.json the shell still renders and remote slots show their fallback.
 */
export async function startFederation(opts: FederationStartOptions): Promise<EffectiveRemote[]> {
  const overrides = resolveOverrides({
    search: opts.search,
    storage: opts.storage,
    production: opts.production,
  });
  setActiveOverrides(overrides);
  installFederationPlugins();
  try {
    const manifest = await loadRemotesManifest(opts.manifestUrl);
    const remotes = applyOverrides(manifest.remotes, overrides, CONTRACT_MAJOR);
    setEffectiveRemotes(remotes);
    registerRemoteEntries(remotes);
    const owner = resolveRemoteOwner(opts.pathname);
    if (owner && remotes.some((r) => r.name === owner && r.contract === CONTRACT_MAJOR))
      preloadRemoteRoutes(owner);
    return remotes;
  } catch (error) {
    console.error('[hearth] remotes.json unavailable: remote sections will show their fallback', error);
    setManifestError(error);
    return [];
  }
}
