import type { QueryClient } from '@tanstack/react-query';
import type { RemoteRoutesModule } from '@hearth/shared';
import { startRouteLoads } from '@hearth/shared/route-elements';
export { withLazyElements } from '@hearth/shared/route-elements';
import { ownedRoutes } from './remote-module';

/**
 * Remote routes are rendered with `useRoutes` under the slot, where react-router ignores `lazy` and runs no loaders.
 * `withLazyElements` (in @hearth/shared, so that a remote's standalone harness and `renderRemoteRoute` in tests wrap
 * routes exactly like the shell) turns each route into an element that starts its `handle.prefetch` queries as soon
 * as the route matches, in the same render that requests the lazy page chunk, and renders the page with
 * React.lazy + Suspense (a page already loaded renders at once: back navigation shows no fallback). ADR 0002, 0008.
 */

/**
 * Called by the slot the moment a remote's `./routes` module has loaded (outside React's render): the matching
 * route's prefetch and its page chunk start together, so the first API request leaves with the page chunk
 * (`pnpm bench`: "API-chunk ms"). Only routes under the remote's prefixes count, as in the slot's render. Resolves
 * when the page chunk is in (or failed: the render reports it).
 */
export function startRemoteRoute(
  module: RemoteRoutesModule,
  location: { pathname: string; search: string },
  queryClient: QueryClient | undefined,
): Promise<void> {
  return startRouteLoads(
    ownedRoutes(module.name, module.routes, () => undefined),
    location,
    queryClient,
  );
}
