import type { ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { SiteGate } from '../features/site/site-gate';
import { RemoteSlot } from '../federation/remote-slot';
import type { RemoteSource } from '../federation/remote-source';
import { IS_PRODUCTION } from '../federation/build-flags';
import { ScrollManager } from './scroll-manager';
import { resolveOwner } from './route-table';

/**
 * Everything the shell does not render itself: the owner from the route table renders it in a RemoteSlot
 * (downloading only that remote), or nobody owns it and the shell's 404 shows (downloading nothing).
 */
export function OwnedRoute({ source }: { source?: RemoteSource }) {
  const { pathname } = useLocation();
  const owner = resolveOwner(pathname);
  if (!owner || owner === 'shell') return <NotFoundPage />;
  // key: a different remote is a different slot (own loading/failure state).
  return <RemoteSlot key={owner} name={owner} notFound={<NotFoundPage />} {...(source ? { source } : {})} />;
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
 * The shell's routes: its own pages (route-table SHELL_ROUTES) plus a catch-all resolved by ownership prefix at
 * run time, so remote teams add pages under their prefixes without rebuilding the shell.
 */
export function createAppRoutes(): RouteObject[] {
  const shellPages: RouteObject[] = [
    { path: '/not/found', element: <NotFoundPage /> },
    {
      path: '/hybrid/success',
      lazy: async () => ({ Component: (await import('../features/success/success-page')).SuccessPage }),
    },
  ];
  // The native-bridge test panel is a development tool: production builds 404 on it.
  if (!IS_PRODUCTION) {
    shellPages.push({
      path: '/hybrid/test',
      lazy: async () => ({
        Component: (await import('../features/bridge-panel/bridge-panel-page')).BridgePanelPage,
      }),
    });
  }
  return [
    {
      element: <RootLayout />,
      children: [...shellPages, { path: '*', element: <OwnedRoute /> }],
    },
  ];
}
