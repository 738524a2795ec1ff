import type { RemoteSource } from '../federation/remote-source';

/**
 * Modules already loaded and accepted, per source, under their key: a remote's `./routes` under the remote's name,
 * a widget under its id (`<remote>/<widget>`, never a remote's name). Coming back to a remote renders at once.
 */
const loaded = new WeakMap<RemoteSource, Map<string, unknown>>();

/** The module accepted under `key` (its type is the one remembered under that key). */
export function cachedModule<M>(source: RemoteSource, key: string): M | undefined {
  return loaded.get(source)?.get(key) as M | undefined;
}

export function rememberModule(source: RemoteSource, key: string, module: unknown): void {
  let map = loaded.get(source);
  if (!map) loaded.set(source, (map = new Map()));
  map.set(key, module);
}

/** Drops a cached module (before a Retry). */
export function forgetModule(source: RemoteSource, key: string): void {
  loaded.get(source)?.delete(key);
}
