import type { RemoteName, RemoteRoutesModule } from '@hearth/shared';
import type { RemoteSource } from './remote-source';

/** Modules already loaded, per source: coming back to a remote renders at once. */
const loaded = new WeakMap<RemoteSource, Map<RemoteName, RemoteRoutesModule>>();

export function cachedModule(source: RemoteSource, name: RemoteName): RemoteRoutesModule | undefined {
  return loaded.get(source)?.get(name);
}

export function remember(source: RemoteSource, module: RemoteRoutesModule): void {
  let map = loaded.get(source);
  if (!map) loaded.set(source, (map = new Map()));
  map.set(module.name, module);
}

/** Drops a cached module (tests, or a forced reload). */
export function forgetRemoteModule(source: RemoteSource, name: RemoteName): void {
  loaded.get(source)?.delete(name);
}
