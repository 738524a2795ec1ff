import { useMemo, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { translateIn, type RemoteRoutesModule } from '@hearth/shared';
import { usePageTitle } from '@hearth/shared/ui';
import { ownedRoutes } from './remote-module';
import { useRemotePage } from './route-handle';
import { withLazyElements } from './lazy-routes';

interface RemoteRouteTitleProps {
  titleKey: string | null;
  ns: string;
  native: boolean;
}

/**
 * THE place a remote page's title is set: the document title from the matched route's `handle.titleKey` (remote's
 * namespace) and, on hybrid pages, the native nav title (mounted once per navigation: one bridge call).
 */
function RemoteRouteTitle({ titleKey, ns, native }: RemoteRouteTitleProps) {
  // Re-render on a language change; the key is in the remote's namespace, known only at run time.
  useTranslation();
  usePageTitle(titleKey ? translateIn(ns, titleKey) : null, { native });
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
  // The handle is validated (never cast); null on the slot's 404.
  const page = useRemotePage(module.name, match?.route);
  const element = useRoutes(routes, location);
  return (
    <>
      {page && (
        <RemoteRouteTitle
          key={location.key}
          titleKey={page.handle.titleKey ?? null}
          ns={module.translations.namespace}
          native={page.chrome.hybrid}
        />
      )}
      {element}
    </>
  );
}
