import type { BoundRoutes, RemoteManifestEntry } from '@hearth/shared';

/** Whether `prefix` owns `path` (per segment, case-insensitive: the route table's rule). */
function covers(prefix: string, path: string): boolean {
  const p = prefix.toLowerCase().replace(/\/+$/, '');
  const q = path.toLowerCase();
  return q === p || q.startsWith(`${p}/`);
}

/**
 * The table links are bound through (ADR 0029), from remotes.json: each remote's routes by id, keeping only those
 * under the prefixes it declares (a route the shell would not route to that remote is no link target). A remote
 * without `routes` (an older remotes.json) binds nothing: links into it render unbound.
 */
export function boundRoutesOf(entries: readonly RemoteManifestEntry[]): BoundRoutes {
  const table: Record<string, Record<string, string>> = {};
  for (const entry of entries) {
    const routes = Object.entries(entry.routes ?? {}).filter(([, path]) =>
      entry.prefixes.some((prefix) => covers(prefix.path, path)),
    );
    if (routes.length > 0) table[entry.name] = Object.fromEntries(routes);
  }
  return table;
}
