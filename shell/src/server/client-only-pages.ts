import { matchRoutes } from '@hearth/shared/router';
import type { QueryClient } from '@tanstack/react-query';
import type { RemoteName, RemoteRoutesModule } from '@hearth/shared';
import type { RemoteSource } from '../federation/remote-source';
import { cachedModule } from '../slots/module-cache';

/** The matched route of the owner's loaded `./routes` at `pathname`, if any. */
function matchedRoute(source: RemoteSource, owner: RemoteName, pathname: string) {
  const module = cachedModule<RemoteRoutesModule>(source, owner);
  return module ? (matchRoutes(module.routes, pathname)?.at(-1)?.route ?? null) : null;
}

/** The route pattern of the owner's page at `pathname` (its stylesheets are listed by it). */
export function routePattern(source: RemoteSource, owner: RemoteName, pathname: string): string | null {
  return matchedRoute(source, owner, pathname)?.path ?? null;
}

/** Why the owner's page at `pathname` renders in the browser only (its definition's `clientOnly`), or null. */
export function clientOnlyReason(source: RemoteSource, owner: RemoteName, pathname: string): string | null {
  const route = matchedRoute(source, owner, pathname) as { clientOnly?: unknown } | null;
  return typeof route?.clientOnly === 'string' ? route.clientOnly : null;
}

/** Whether the owner's page at `pathname` says its subject does not exist (its definition's `missing`). */
export function pageMissing(
  source: RemoteSource,
  owner: RemoteName,
  pathname: string,
  queryClient: QueryClient,
): boolean {
  const match = (() => {
    const module = cachedModule<RemoteRoutesModule>(source, owner);
    return module ? (matchRoutes(module.routes, pathname)?.at(-1) ?? null) : null;
  })();
  const missing = (match?.route as { missing?: unknown } | undefined)?.missing;
  if (typeof missing !== 'function') return false;
  try {
    return (missing as (c: object) => unknown)({ params: match!.params, queryClient }) === true;
  } catch {
    return false;
  }
}
