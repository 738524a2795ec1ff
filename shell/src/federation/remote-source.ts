import { CONTRACT_MAJOR, type RemoteName } from '@hearth/shared';
import type { WidgetContract } from '@hearth/shared/early';
import { getEffectiveRemote, getManifestError } from './remote-registry';
import { applyRemotesManifest } from './start-federation';
import {
  loadRemoteExpose,
  loadRemoteRoutesModule,
  loadRemoteWidgetContracts,
  preloadRemoteExposes,
  registerRemoteEntries,
} from './federation-host';
import { loadRemotesManifest } from './remotes-manifest';
import { RemoteLoadError } from './remote-errors';

/** Where RemoteSlot and RemoteWidget get a remote's modules from (injectable for tests). */
export interface RemoteSource {
  /** The raw `./routes` module (validated by the slot). */
  load(name: RemoteName): Promise<unknown>;
  /** The raw module of another expose (a widget, `./<expose>`), validated by RemoteWidget. */
  loadExpose(name: RemoteName, expose: string): Promise<unknown>;
  /** Before a Retry: forget the failed attempt so that `load` really fetches again. */
  reset(name: RemoteName): Promise<void>;
  /** Starts downloading an expose ahead of `loadExpose` (failures are left to the real load). */
  preload?(name: RemoteName, expose: string): void;
  /**
   * The remote's widget contracts by expose name (`./featured-listings`; ADR 0030); none when it declares none or
   * cannot be read. Never rejects.
   */
  widgetContracts?(name: RemoteName): Promise<Record<string, WidgetContract>>;
}

/** The remote must be in remotes.json and deployed with the shell's contract major: checked before any download. */
function checkDeployed(name: RemoteName): void {
  const remote = getEffectiveRemote(name);
  if (!remote) {
    const why = getManifestError();
    throw new RemoteLoadError(
      name,
      'unreachable',
      why ? `remotes.json unavailable: ${String(why)}` : `${name} is not in remotes.json`,
    );
  }
  if (remote.contract !== CONTRACT_MAJOR) {
    throw new RemoteLoadError(
      name,
      'contract',
      `${name} (${remote.entry}) implements contract ${remote.contract}, the shell ${CONTRACT_MAJOR}`,
    );
  }
}

/** The real source: remotes.json (+ overrides) through the module federation runtime. */
export const federationSource: RemoteSource = {
  async load(name) {
    checkDeployed(name);
    return loadRemoteRoutesModule(name);
  },

  async loadExpose(name, expose) {
    checkDeployed(name);
    return loadRemoteExpose(name, expose);
  },

  preload(name, expose) {
    if (getEffectiveRemote(name)?.contract === CONTRACT_MAJOR) preloadRemoteExposes(name, [expose]);
  },

  widgetContracts: loadRemoteWidgetContracts,

  async reset(name) {
    // Read remotes.json again: a redeploy or rollback (or the file becoming reachable) is picked up by Retry,
    // prefixes included (the route table follows the file).
    try {
      const manifest = await loadRemotesManifest();
      applyRemotesManifest(manifest.remotes);
    } catch {
      /* keep the entries we have */
    }
    const remote = getEffectiveRemote(name);
    if (remote) registerRemoteEntries([remote], { force: true });
  },
};
