import { useMemo, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { translateIn, usePageTitle, type RemoteRouteHandle, type RemoteRoutesModule } from '@hearth/shared';
import { ownedRoutes } from './remote-module';
import { withLazyElements } from './lazy-routes';

/** Sets the document title from the matched remote route's `handle.titleKey` (remote's namespace). */
function RemoteRouteTitle({ titleKey, ns }: { titleKey: string | null; ns: string }) {
  // Re-render on a language change; the key is in the remote's namespace, known only at run time.
  useTranslation();
  usePageTitle(titleKey ? translateIn(ns, titleKey) : null);
  return null;
}

/** A loaded remote's own routes (those under its prefixes) for the current location, else the 404. */
export function RemoteRoutes({ module, notFound }: { module: RemoteRoutesModule; notFound: ReactNode }) {
  const location = useLocation();
  // Lazy wrappers must stay stable across renders (a new wrapper is a new component type: the page would remount).
  const pageRoutes = useMemo(() => withLazyElements(ownedRoutes(module.name, module.routes)), [module]);
  const routes = useMemo<RouteObject[]>(
    () => [...pageRoutes, { path: '*', element: notFound, handle: { hearthNotFound: true } }],
    [pageRoutes, notFound],
  );
  const match = useMemo(() => matchRoutes(routes, location)?.at(-1), [routes, location]);
  const handle = match?.route.handle as (RemoteRouteHandle & { hearthNotFound?: boolean }) | undefined;
  const element = useRoutes(routes, location);
  return (
    <>
      {!handle?.hearthNotFound && (
        <RemoteRouteTitle
          key={match?.route.path ?? ''}
          titleKey={handle?.titleKey ?? null}
          ns={module.translations.namespace}
        />
      )}
      {element}
    </>
  );
}
