// The remotes' route-chunks.json, read by the federation host for the widgets' contracts (loadRemoteWidgetContracts).
import { parseRouteChunks, type RouteChunks } from './route-chunks';

/** A remote entry as remotes.json gives it, when it is one the runtime would load (http(s)). */
export function usableEntry(entry: unknown): entry is string {
  return typeof entry === 'string' && /^https?:\/\//i.test(entry);
}

const chunkFiles = new Map<string, Promise<RouteChunks>>();

/** The remote's `route-chunks.json` (beside its entry), requested once per page; empty when missing or malformed. */
export function remoteChunks(entry: string): Promise<RouteChunks> {
  const url = new URL('route-chunks.json', entry).href;
  let pending = chunkFiles.get(url);
  if (!pending) {
    // 'same-origin', not 'omit': on a one-origin site (ADR 0017) an uncredentialed request cannot share the page's
    // connection, and Chrome opens a second one (TCP + TLS) just for this file. Cross-origin, both send no cookies.
    pending = fetch(url, { credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<unknown>) : null))
      .catch(() => null)
      .then(parseRouteChunks);
    chunkFiles.set(url, pending);
  }
  return pending;
}
