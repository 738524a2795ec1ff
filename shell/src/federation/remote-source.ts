import { CONTRACT_MAJOR, type RemoteName } from '@hearth/shared';
import { getEffectiveRemote, getManifestError } from './remote-registry';
import { applyRemotesManifest } from './startup';
import { loadRemoteRoutesModule, registerRemoteEntries } from './federation-host';
import { loadRemotesManifest } from './remotes-manifest';
import { RemoteLoadError } from './remote-errors';

/** Where RemoteSlot gets a remote's `./routes` module from (injectable for tests). */
export interface RemoteSource {
  /** The raw exposed module (validated by the slot). */
  load(name: RemoteName): Promise<unknown>;
  /** Before a Retry: forget the failed attempt so that `load` really fetches again. */
  reset(name: RemoteName): Promise<void>;
}

/** The real source: remotes.json (+ overrides) through the module federation runtime. */
export const federationSource: RemoteSource = {
  async load(name) {
    const remote = getEffectiveRemote(name);
    if (!remote) {
      const why = getManifestError();
      throw new RemoteLoadError(
        name,
        'unreachable',
        why ? `remotes.json unavailable: ${String(why)}` : `${name} is not in remotes.json`,
      );
    }
    // Checked before any download: the deploy manifest says which contract major that build implements.
    if (remote.contract !== CONTRACT_MAJOR) {
      throw new RemoteLoadError(
        name,
        'contract',
        `${name} (${remote.entry}) implements contract ${remote.contract}, the shell ${CONTRACT_MAJOR}`,
      );
    }
    return loadRemoteRoutesModule(name);
  },

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
