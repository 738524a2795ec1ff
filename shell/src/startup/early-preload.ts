// Runs in the ENTRY chunk (index.ts), before the shared singletons are negotiated: no runtime import of
// @hearth/shared or of anything that imports it.
import { resolveManifestEntries } from '@hearth/shared/early';
import {
  buildRouteTable,
  matchRoute,
  matchShellRoute,
  remotesFromRawManifest,
} from '../route-table/route-table';
import { REMOTES_MANIFEST_URL } from './early-constants';
import { overridesPossible, preloadRemoteEntry, preloadRemoteFiles, usableEntry } from './early-remote';
import { filesForPath } from './route-chunks';

let early: Promise<Response> | null = null;

/**
 * Starts the remotes.json request at once (index.html already preloads it) and, as soon as it answers, finds the
 * current route's owner from the prefixes in that response and preloads its manifest and remoteEntry.js, while the
 * shell's own bootstrap chunks are still downloading: the config → manifest → remoteEntry → chunk chain overlaps
 * the shell start-up instead of following it (on a server-rendered page, the bootstrap takes the owner's page module
 * in before hydrating: ADR 0037). The response is handed to `loadRemotesManifest` (one request), which validates it.
 * Skipped for the shell's own routes and when overrides may apply.
 */
export function startEarlyPreload(
  location: Pick<Location, 'hostname' | 'pathname' | 'search'>,
  production: boolean,
): void {
  early = fetch(REMOTES_MANIFEST_URL, { credentials: 'same-origin', cache: 'no-store' });
  early.catch(() => undefined); // a failure is the bootstrap's to report, when it takes the response
  if (matchShellRoute(location.pathname) || overridesPossible(location, production)) return;
  early
    .then((res) => (res.ok ? (res.clone().json() as Promise<unknown>) : null))
    .then((raw) => {
      const manifest = resolveManifestEntries(raw);
      const remotes = remotesFromRawManifest(manifest);
      const match = matchRoute(location.pathname, buildRouteTable(remotes));
      if (match.kind !== 'remote') return; // unowned, rejected: no remote code
      const entry = remotes.find((r) => r.name === match.owner)?.entry;
      if (!usableEntry(entry)) return;
      preloadRemoteEntry(entry);
      // The page's own code at once: route-chunks.json names the `./routes` module's files and each page route's
      // chunk; both are preloaded in parallel with remoteEntry.js, instead of after `./routes` has run.
      preloadRemoteFiles(entry, (chunks) => filesForPath(chunks, location.pathname));
    })
    .catch(() => undefined);
}

/** The early remotes.json response, once (later calls fetch again). */
export function takeEarlyRemotesResponse(): Promise<Response> | null {
  const e = early;
  early = null;
  return e;
}
