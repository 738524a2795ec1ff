// Runs in the ENTRY chunk (index.ts): no runtime import of @hearth/shared or of anything that imports it.
import { isPrimaryOn, primeDeclaredGets, type EarlyHomeSite } from '@hearth/shared/early';
import { remotesFromRawManifest } from '../route-table/route-table';
import { preloadFilesBeside, preloadRemoteScript, remoteChunks, usableEntry } from './early-remote';

/** Each widget's remote entry and expose name (`./featured-listings`), for those remotes.json lists. */
function widgetsOf(rawManifest: unknown, ids: readonly string[]): { entry: string; expose: string }[] {
  const remotes = remotesFromRawManifest(rawManifest);
  return ids.flatMap((id) => {
    const slash = id.indexOf('/');
    const entry = slash > 0 ? remotes.find((r) => r.name === id.slice(0, slash))?.entry : undefined;
    return usableEntry(entry) ? [{ entry, expose: `./${id.slice(slash + 1)}` }] : [];
  });
}

/**
 * Fetches the route-chunks.json of the widgets' remotes now (once per page), before it is known which of them the
 * page shows: when it is, their files and data leave at once instead of one request later.
 */
export function warmRemoteWidgets(rawManifest: unknown, ids: readonly string[]): void {
  for (const { entry } of widgetsOf(rawManifest, ids)) void remoteChunks(entry);
}

/**
 * At start-up, the code of the widgets a page is about to show as its primary content where they are placed
 * (`place`, the home template; their contracts in route-chunks.json say which: ADR 0030): each one's expose files
 * as route-chunks.json lists them, and its remoteEntry.js, in parallel, instead of once the runtime has read the
 * manifest and run remoteEntry.js. The manifest is not preloaded here: by the time the user info names the
 * template, the bootstrap's resolution has read it too and asked the runtime for it (`preloadAgentHome`), and a
 * preload link would send it a second time; the runtime's remoteEntry.js request, made once the manifest is in and
 * the main thread free, finds the preloaded script instead. With the site (an agent's home), the GETs each widget's
 * contract declares (its first data) are sent as well, for its prefetch to take over: its data no longer waits for
 * its code. A remote missing from remotes.json (or with an unusable entry or no route-chunks.json) is skipped.
 */
export function preloadRemoteWidgets(
  rawManifest: unknown,
  ids: readonly string[],
  place: string,
  site?: EarlyHomeSite,
): void {
  for (const { entry, expose } of widgetsOf(rawManifest, ids)) {
    void remoteChunks(entry).then(({ exposes }) => {
      const module = exposes[expose];
      if (!module || !isPrimaryOn(module.contract, place)) return;
      preloadRemoteScript(entry);
      preloadFilesBeside(entry, module.files);
      if (site) primeDeclaredGets(module.contract.earlyGets, site.hosts, site.values, site.timeoutMs);
    });
  }
}
