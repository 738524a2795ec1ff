import { useEffect, useState } from 'react';
import type { RemoteName } from '@hearth/shared';
import type { WidgetContract } from '@hearth/shared/early';
import type { WidgetId } from '@hearth/shared/remote';
import type { RemoteSource } from '../federation/remote-source';
import { splitWidgetId } from './widget-loading';

/**
 * How long a slot (or a home template) waits for its remote's widget contracts before it goes on without them (no
 * reserved height, not deferred, not primary): a hung route-chunks.json never holds the page back for long.
 */
export const CONTRACTS_WAIT_MS = 1500;

type Contracts = Record<string, WidgetContract>;

/** Per source, per remote: its contracts once read (`{}` when it has none, or they could not be read in time). */
const known = new WeakMap<RemoteSource, Map<RemoteName, Contracts>>();
const pending = new WeakMap<RemoteSource, Map<RemoteName, Promise<void>>>();

function mapOf<V>(store: WeakMap<RemoteSource, Map<RemoteName, V>>, source: RemoteSource) {
  let map = store.get(source);
  if (!map) store.set(source, (map = new Map()));
  return map;
}

/** A widget's contract when its remote's have been read; `null` when it has none; `undefined` while unknown. */
export function knownWidgetContract(source: RemoteSource, id: WidgetId): WidgetContract | null | undefined {
  const [name, widget] = splitWidgetId(id);
  const contracts = known.get(source)?.get(name);
  return contracts ? (contracts[`./${widget}`] ?? null) : undefined;
}

/** The contracts read for `source`, by remote: those a server-rendered page was rendered with (its start plan's). */
export function readWidgetContracts(source: RemoteSource): Partial<Record<RemoteName, Contracts>> {
  return Object.fromEntries(known.get(source) ?? []);
}

/**
 * Contracts the server rendered the page with (its start plan's), taken as read: the slots' first render is the
 * server's, whatever the network does with route-chunks.json meanwhile. A remote already read keeps its own.
 */
export function seedWidgetContracts(
  source: RemoteSource,
  contracts: Partial<Record<RemoteName, Contracts>>,
): void {
  const store = mapOf(known, source);
  for (const [name, read] of Object.entries(contracts) as [RemoteName, Contracts][])
    if (!store.has(name)) store.set(name, read);
}

/**
 * Reads the contracts of the widgets' remotes (once per source and remote, none for a remote already read or
 * seeded), at most `CONTRACTS_WAIT_MS` each.
 */
export function loadWidgetContracts(source: RemoteSource, ids: readonly WidgetId[]): Promise<void> {
  const done = known.get(source);
  const names = [...new Set(ids.map((id) => splitWidgetId(id)[0]))].filter((name) => !done?.has(name));
  return Promise.all(
    names.map((name) => {
      const loading = mapOf(pending, source);
      let load = loading.get(name);
      if (!load) {
        const store = mapOf(known, source);
        let timer: ReturnType<typeof setTimeout> | undefined;
        // Past the wait, the slot goes on without them (`{}`); they still count once they come.
        const late = new Promise<void>((resolve) => {
          timer = setTimeout(() => resolve(void (store.has(name) || store.set(name, {}))), CONTRACTS_WAIT_MS);
        });
        const read = (source.widgetContracts?.(name) ?? Promise.resolve({}))
          .catch(() => ({}))
          .then((contracts) => {
            clearTimeout(timer);
            store.set(name, contracts);
          });
        load = Promise.race([read, late]);
        loading.set(name, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

/** The widget's contract for its slot: `undefined` until read (the slot then re-renders with it). */
export function useWidgetContract(source: RemoteSource, id: WidgetId): WidgetContract | null | undefined {
  const [, setRead] = useState(0);
  const contract = knownWidgetContract(source, id);
  useEffect(() => {
    if (contract !== undefined) return;
    let live = true;
    void loadWidgetContracts(source, [id]).then(() => live && setRead((n) => n + 1));
    return () => {
      live = false;
    };
  }, [source, id, contract]);
  return contract;
}
