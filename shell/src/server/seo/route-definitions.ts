import type { RemoteName } from '@hearth/shared';
import type { RemoteManifestEntry } from '@hearth/shared/federation-contract';
import type { RemoteSource } from '../../federation/remote-source';
import { routes as shellPages } from '../../route-table/shell-pages';
import { ownedRoutes, validateRemoteModule } from '../../slots/remote-module';
import { within } from '../bounds';

export interface RouteDefinitions {
  /** The shell's pages and the routes of every remote that loaded (under its own prefixes only). */
  definitions: unknown[];
  /** Remotes with public prefixes whose `./routes` did not load in time: their pages are missing. */
  missing: RemoteName[];
}

/**
 * The route list as the server holds it (ADR 0040): the shell's page definitions and each remote's `./routes` from
 * its server container, the modules the pages render with (the build generates `routes.json` from the same
 * definitions). A remote whose prefixes are all hybrid is not loaded (none of its pages can be public); one that
 * fails or is late (`ms`) is reported in `missing`.
 */
export async function routeDefinitions(
  remotes: readonly RemoteManifestEntry[],
  source: RemoteSource,
  ms: number,
): Promise<RouteDefinitions> {
  const candidates = remotes.filter((remote) => remote.prefixes.some((prefix) => prefix.hybrid !== true));
  const loaded = await Promise.all(
    candidates.map((remote) =>
      within(
        source
          .load(remote.name)
          .then((raw) =>
            ownedRoutes(remote.name, validateRemoteModule(remote.name, raw).routes, () => undefined),
          ),
        ms,
      ),
    ),
  );
  return {
    definitions: [...shellPages, ...loaded.flatMap((routes) => routes ?? [])],
    missing: candidates.filter((_, i) => !loaded[i]).map((remote) => remote.name),
  };
}
