// Entry-chunk safe: no React, no valibot, no @hearth/shared at run time (see route-table.ts).
import type { RemoteName } from '@hearth/shared';
import type { RouteTable } from './route-table';

/** The route table in force: set at start-up and whenever remotes.json is read again. */

let current: RouteTable<RemoteName> = { status: 'unavailable', entries: [], conflicts: [] };
const listeners = new Set<() => void>();

export function setRouteTable(table: RouteTable): void {
  current = table;
  for (const listener of listeners) listener();
}

export function getRouteTable(): RouteTable {
  return current;
}

export function subscribeRouteTable(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
