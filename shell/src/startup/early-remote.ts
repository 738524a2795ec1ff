// Runs in the ENTRY chunk (index.ts): no runtime import of @hearth/shared or of anything that imports it.
import { OVERRIDE_STORAGE_KEY_EARLY } from './early-constants';
import { addLink } from './early-links';
import { isOverrideHost } from './override-hosts';
import { parseRouteChunks, type RouteChunks } from './route-chunks';

/**
 * Whether overrides may apply (never in production, never off loopback / `*.localhost`): the early preloads are
 * skipped, the runtime decides.
 */
export function overridesPossible(
  location: Pick<Location, 'search' | 'hostname'>,
  production: boolean,
): boolean {
  const { search } = location;
  if (production || !isOverrideHost(location.hostname)) return false;
  if (/[?&]remote\./.test(search)) return true;
  try {
    return !!window.localStorage.getItem(OVERRIDE_STORAGE_KEY_EARLY);
  } catch {
    return false;
  }
}

/** A remote entry as remotes.json gives it, when it is one the runtime would load (http(s)). */
export function usableEntry(entry: unknown): entry is string {
  return typeof entry === 'string' && /^https?:\/\//i.test(entry);
}

/**
 * Preloads a remote's entry as the federation runtime requests it: its mf-manifest.json (a CORS fetch) and the
 * remoteEntry.js beside it, in parallel; or a plain script entry.
 */
export function preloadRemoteEntry(entry: string): void {
  if (isManifest(entry)) addLink('preload', entry, 'fetch', true);
  preloadRemoteScript(entry);
}

/** Preloads a remote's script entry only: the remoteEntry.js beside its mf-manifest.json, or the entry itself. */
function preloadRemoteScript(entry: string): void {
  // The remote entry keeps a stable name next to its manifest.
  const script = isManifest(entry) ? new URL('remoteEntry.js', entry).href : entry;
  addLink('preload', script, 'script', false);
}

function isManifest(entry: string): boolean {
  return /\.json(?:$|[?#])/i.test(entry);
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

/**
 * Preloads the files `pick` chooses from the remote's `route-chunks.json` (the current page's `./routes` and page
 * chunks), in parallel with its remoteEntry.js, instead of once the runtime has run the entry and asked for the
 * module. A missing or malformed file only skips the preload.
 */
export function preloadRemoteFiles(entry: string, pick: (chunks: RouteChunks) => string[]): void {
  void remoteChunks(entry).then((chunks) => {
    const base = new URL('route-chunks.json', entry);
    for (const file of pick(chunks))
      addLink('preload', new URL(file, base).href, file.endsWith('.css') ? 'style' : 'script', false);
  });
}
