import type { ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from '@hearth/shared/router';
import { preloadRoutePages, withLazyElements } from '@hearth/shared/route-elements';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { SiteGate } from '../features/site/site-gate';
import { RemoteSlot, type RemoteSlotProps } from '../slots/remote-slot';
import { IS_PRODUCTION } from '../lib/build-flags';
import { ScrollManager } from './scroll-manager';
import { RouteFallback } from '../slots/route-fallback';
import { matchRoute } from '../route-table/route-table';
import { routes, type ShellPageId } from '../route-table/shell-pages';
import { useRouteTable } from './use-page-chrome';

/**
 * Everything the shell does not render itself: the owner found by prefix in the route table (from remotes.json)
 * renders it in a RemoteSlot (downloading only that remote); a path under a rejected prefix, or any path while
 * remotes.json is unreadable, shows the remote fallback with Retry; nobody owns it → the shell's 404 (downloading
 * nothing).
 */
export function OwnedRoute({ source }: Pick<RemoteSlotProps, 'source'>) {
  const { pathname } = useLocation();
  const match = matchRoute(pathname, useRouteTable());
  if (match.kind === 'rejected' || match.kind === 'unavailable') return <RouteFallback match={match} />;
  if (match.kind !== 'remote') return <NotFoundPage />;
  // key: a different remote is a different slot (own loading/failure state).
  return (
    <RemoteSlot
      key={match.owner}
      name={match.owner}
      notFound={<NotFoundPage />}
      {...(source ? { source } : {})}
    />
  );
}

function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <ScrollManager />
      <SiteGate>
        <AppLayout />
      </SiteGate>
      {children}
    </>
  );
}

/**
 * Each shell page's code, by its id (route-table/shell-pages.ts defines the pages): the home and the success page
 * are lazy chunks (named `page-*`: the bootstrap loads the start-up path's with `preloadAppPage`),
 * the 404 is in the shell's own code.
 */
const SHELL_PAGE_CODE: Record<ShellPageId, Pick<RouteObject, 'element' | 'lazy'>> = {
  home: {
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "page-home" */ '../features/home/home-page')).HomePage,
    }),
  },
  'not-found': { element: <NotFoundPage /> },
  'hybrid-success': {
    lazy: async () => ({
      Component: (
        await import(/* webpackChunkName: "page-hybrid-success" */ '../features/success/success-page')
      ).SuccessPage,
    }),
  },
  // A development tool: production builds 404 on it (shell-pages.ts `routes`) and leave its code out.
  'bridge-panel': IS_PRODUCTION
    ? {}
    : {
        lazy: async () => ({
          Component: (await import('../features/bridge-panel/bridge-panel-page')).BridgePanelPage,
        }),
      },
};

/**
 * The shell's routes: its own pages (route-table/shell-pages.ts; production builds have no bridge panel) plus a
 * catch-all resolved by ownership prefix at run time (remotes.json), so remote teams add pages, even new top-level
 * paths, without rebuilding the shell.
 */
export function createAppRoutes(): RouteObject[] {
  const shellPages = routes.map((page): RouteObject => ({ path: page.path, ...SHELL_PAGE_CODE[page.id] }));
  return [
    {
      element: <RootLayout />,
      children: [...shellPages, { path: '*', element: <OwnedRoute /> }],
    },
  ];
}

let appRoutes: { raw: RouteObject[]; elements: RouteObject[] } | null = null;

/** The routes, made once: a page chunk loaded by `preloadAppPage` is then the one the render finds. */
function appRouteSet() {
  if (!appRoutes) {
    const raw = createAppRoutes();
    appRoutes = { raw, elements: withLazyElements(raw) };
  }
  return appRoutes;
}

/** The shell's routes under `<BrowserRouter>`: its lazy pages render at once when loaded, else after a spinner. */
export function AppRoutes() {
  return useRoutes(appRouteSet().elements);
}

/**
 * Start-up: the chunk of the shell page at `pathname` (the home, the success page) downloads with the shell's
 * scripts, so that the first render shows the page (no Suspense fallback). A failure is left to that render.
 */
export function preloadAppPage(pathname: string): Promise<void> {
  return preloadRoutePages(appRouteSet().raw, pathname).catch(() => undefined);
}
