import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@hearth/shared';
import type { RemoteSource } from '../federation/remote-source';
import { loadRemoteWidgetContracts } from '../federation/federation-host';

type FederationHost = NonNullable<ReturnType<typeof getInstance>>;

function host(): FederationHost {
  const instance = getInstance();
  if (!instance) throw new Error('module federation runtime is not initialised');
  return instance;
}

/**
 * The server's remotes: each remote's server container (remotes.json `serverEntry`, on an allowed origin), loaded
 * with the server's one federation instance and the node runtime plugin (fetched over HTTP, evaluated once, shared
 * singletons negotiated). A remote without an allowed server entry rejects: its slot renders on the client.
 * A new source is made whenever the deploy files change: its modules are loaded afresh (hot swap); containers
 * whose entry changed are registered again with `force`, which drops the old one.
 */
export function createServerSource(
  entries: Map<RemoteName, string>,
  registered: Map<RemoteName, string>,
): RemoteSource {
  const changed = [...entries].filter(([name, entry]) => registered.get(name) !== entry);
  if (changed.length) {
    host().registerRemotes(
      changed.map(([name, entry]) => ({ name, entry })),
      { force: true },
    );
    for (const [name, entry] of changed) registered.set(name, entry);
  }
  const entryOf = (name: RemoteName): string => {
    const entry = entries.get(name);
    if (!entry) throw new Error(`${name}: no server entry in remotes.json`);
    return entry;
  };
  return {
    async load(name) {
      entryOf(name);
      return host().loadRemote(`${name}/routes`);
    },
    async loadExpose(name, expose) {
      entryOf(name);
      return host().loadRemote(`${name}/${expose.replace(/^\.\//, '')}`);
    },
    async reset(name) {
      host().registerRemotes([{ name, entry: entryOf(name) }], { force: true });
    },
    // The widgets' contracts are the browser build's (route-chunks.json beside its entry, ADR 0030).
    widgetContracts: loadRemoteWidgetContracts,
  };
}
