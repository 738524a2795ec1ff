// Runs in the ENTRY chunk (index.ts), before the shared singletons are negotiated: no runtime import of
// @hearth/shared or of anything that imports it.
import { buildRouteTable, matchRoute, matchShellRoute, remotesFromRawManifest } from '../routing/route-table';
import { OVERRIDE_STORAGE_KEY_EARLY, REMOTES_MANIFEST_URL } from './early-constants';
import { filesForPath, parseRouteChunks } from './route-chunks';
import { addLink } from './early-links';

let early: Promise<Response> | null = null;

function overridesPossible(search: string, production: boolean): boolean {
  if (production) return false;
  if (/[?&]remote\./.test(search)) return true;
  try {
    return !!window.localStorage.getItem(OVERRIDE_STORAGE_KEY_EARLY);
  } catch {
    return false;
  }
}

/**
 * Starts the remotes.json request at once (index.html already preloads it) and, as soon as it answers, finds the
 * current route's owner from the prefixes in that response and preloads its manifest and remoteEntry.js, while the
 * shell's own bootstrap chunks are still downloading: the config → manifest → remoteEntry → chunk chain overlaps
 * the shell start-up instead of following it. The response is handed to `loadRemotesManifest` (one request), which
 * validates it. Skipped for the shell's own routes and when overrides may apply. Resolves to the file as received
 * (not validated; null when unreadable), for the early site requests.
 */
export function startEarlyPreload(
  location: Pick<Location, 'pathname' | 'search'>,
  production: boolean,
): Promise<unknown> {
  early = fetch(REMOTES_MANIFEST_URL, { credentials: 'same-origin', cache: 'no-store' });
  const json = early
    .then((res) => (res.ok ? (res.clone().json() as Promise<unknown>) : null))
    .catch(() => null);
  if (matchShellRoute(location.pathname) || overridesPossible(location.search, production)) return json;
  json
    .then((manifest: unknown) => {
      const remotes = remotesFromRawManifest(manifest);
      const match = matchRoute(location.pathname, buildRouteTable(remotes));
      if (match.kind !== 'remote') return; // unowned, rejected: no remote code
      const entry = remotes.find((r) => r.name === match.owner)?.entry;
      if (typeof entry !== 'string' || !/^https?:\/\//i.test(entry)) return;
      if (/\.json(?:$|[?#])/i.test(entry)) {
        addLink('preload', entry, 'fetch', true);
        // The remote entry keeps a stable name next to its manifest.
        addLink('preload', new URL('remoteEntry.js', entry).href, 'script', false);
      } else {
        addLink('preload', entry, 'script', false);
      }
      preloadPageChunks(entry, location.pathname);
    })
    .catch(() => undefined);
  return json;
}

/**
 * The page's own code at once: the remote's `route-chunks.json` (beside its entry) names the `./routes` module's
 * files and each page route's chunk; both are preloaded in parallel with remoteEntry.js, instead of the page chunk
 * waiting until `./routes` has been downloaded and run. A missing or malformed file only skips the preload.
 */
function preloadPageChunks(entry: string, pathname: string): void {
  const base = new URL('route-chunks.json', entry);
  fetch(base.href, { credentials: 'omit' })
    .then((res) => (res.ok ? res.json() : null))
    .then((raw: unknown) => {
      for (const file of filesForPath(parseRouteChunks(raw), pathname)) {
        addLink('preload', new URL(file, base).href, file.endsWith('.css') ? 'style' : 'script', false);
      }
    })
    .catch(() => undefined);
}

/** The early remotes.json response, once (later calls fetch again). */
export function takeEarlyRemotesResponse(): Promise<Response> | null {
  const e = early;
  early = null;
  return e;
}
