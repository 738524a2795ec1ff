import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '@hearth/shared';

type LazyResult = { Component?: ComponentType | null; element?: ReactNode };
type LazyFn = () => Promise<LazyResult>;

function lazyLoader(route: RouteObject): LazyFn | null {
  const spec = (route as { lazy?: unknown }).lazy;
  if (typeof spec === 'function') return spec as LazyFn;
  if (spec && typeof spec === 'object') {
    // Object form: { Component: async () => C, element: async () => <El/> , ... }
    const parts = spec as { Component?: () => Promise<ComponentType>; element?: () => Promise<ReactNode> };
    if (parts.Component) return async () => ({ Component: await parts.Component!() });
    if (parts.element) return async () => ({ element: await parts.element!() });
  }
  return null;
}

/**
 * Remote routes are rendered with `useRoutes` (descendant routes), where react-router ignores `lazy`. Turn each
 * lazy route into an element that loads it with React.lazy + Suspense, so remote teams can keep writing
 * `lazy: () => import(...)` (one chunk per page). A failed page chunk throws into the slot's error boundary; call
 * again (new wrappers) after a Retry so that the failed import is attempted anew.
 */
export function withLazyElements(routes: RouteObject[], fallback: ReactNode = <Spinner />): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withLazyElements(route.children, fallback) : undefined;
    const load = lazyLoader(route);
    if (route.loader || route.action)
      console.warn(
        `[hearth] route ${route.path ?? '(layout)'}: loader/action are not supported in remote routes`,
      );
    if (!load) return (children ? { ...route, children } : route) as RouteObject;
    const Page = lazy(async () => {
      const result = await load();
      const Component = result.Component ?? (() => <>{result.element ?? null}</>);
      return { default: Component };
    });
    const { lazy: _lazy, ...rest } = route as RouteObject & { lazy?: unknown };
    return {
      ...rest,
      element: (
        <Suspense fallback={fallback}>
          <Page />
        </Suspense>
      ),
      ...(children ? { children } : {}),
    } as RouteObject;
  });
}
