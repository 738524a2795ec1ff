import {
  lazy,
  Suspense,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, useLocation, useParams, type RouteObject } from '@hearth/shared/router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Spinner } from '../ui/spinner';
import type { RoutePrefetch, RoutePrefetchContext } from './remote-contract';

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
 * Page components whose chunk has loaded, by the route's `lazy` spec (stable for one loaded `./routes` module).
 * A later visit renders the page at once, without a Suspense fallback (no spinner, no layout shift on back
 * navigation). Only successes are kept: a failed import is attempted anew by the next wrappers (Retry).
 */
const loadedPages = new WeakMap<object, ComponentType>();
/** Loads under way (an early preload and the render share one). */
const loadingPages = new WeakMap<object, Promise<ComponentType>>();

function loadPage(spec: object, load: LazyFn): Promise<ComponentType> {
  const known = loadedPages.get(spec);
  if (known) return Promise.resolve(known);
  let loading = loadingPages.get(spec);
  if (!loading) {
    loading = load().then(
      (result) => {
        const element = result.element ?? null;
        const Page = result.Component ?? (() => <>{element}</>);
        loadedPages.set(spec, Page);
        loadingPages.delete(spec);
        return Page;
      },
      (error: unknown) => {
        loadingPages.delete(spec);
        throw error;
      },
    );
    loadingPages.set(spec, loading);
  }
  return loading;
}

/** The React.lazy wrapper of a page not loaded yet (dropped on failure: React.lazy would keep the error). */
const lazyPages = new WeakMap<object, ComponentType>();

/**
 * A lazy page, looked up when it renders (not when the routes were wrapped): a chunk preloaded in the meantime
 * renders at once, without a Suspense fallback, whose reveal React holds back for up to 300 ms.
 */
function LazyPage({ spec, load }: { spec: object; load: LazyFn }) {
  const Loaded = loadedPages.get(spec);
  if (Loaded) return <Loaded />;
  let Pending = lazyPages.get(spec);
  if (!Pending) {
    Pending = lazy(async () => {
      try {
        return { default: await loadPage(spec, load) };
      } catch (error) {
        lazyPages.delete(spec);
        throw error;
      }
    });
    lazyPages.set(spec, Pending);
  }
  return <Pending />;
}

function prefetchOf(route: RouteObject): RoutePrefetch | undefined {
  const prefetch = (route.handle as { prefetch?: unknown } | undefined)?.prefetch;
  return typeof prefetch === 'function' ? (prefetch as RoutePrefetch) : undefined;
}

/** The prefetches under way for each query client: on the server each page has its own client. */
const pendingBy = new WeakMap<QueryClient, Set<Promise<void>>>();

/**
 * Calls a route's prefetch; a throwing or rejecting prefetch is logged, never breaks the page (its queries fetch).
 * Resolves once it has settled.
 */
export function runRoutePrefetch(prefetch: RoutePrefetch, context: RoutePrefetchContext): Promise<void> {
  let settled: Promise<void>;
  try {
    settled = Promise.resolve(prefetch(context)).then(
      () => undefined,
      (error: unknown) => console.warn('[hearth] route prefetch failed', error),
    );
  } catch (error) {
    console.warn('[hearth] route prefetch failed', error);
    settled = Promise.resolve();
  }
  let pending = pendingBy.get(context.queryClient);
  if (!pending) pendingBy.set(context.queryClient, (pending = new Set()));
  pending.add(settled);
  void settled.then(() => pending.delete(settled));
  return settled;
}

/**
 * Settles once every prefetch under way with this query client has: a prefetch may ask in steps (a user, then their
 * coupons), with a moment between them when nothing is fetching. The server renders after this.
 */
export async function routePrefetchesSettled(queryClient: QueryClient): Promise<void> {
  await Promise.all(pendingBy.get(queryClient) ?? []);
}

/**
 * Prefetches already started for a URL by `startRouteLoads` (its first render then does not start them again), per
 * query client: on the server each page has its own.
 */
const startedEarlyBy = new WeakMap<QueryClient, WeakMap<RoutePrefetch, string>>();
function startedEarly(queryClient: QueryClient): WeakMap<RoutePrefetch, string> {
  let started = startedEarlyBy.get(queryClient);
  if (!started) startedEarlyBy.set(queryClient, (started = new WeakMap()));
  return started;
}
const urlKey = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

const noSubscription = () => () => undefined;

/**
 * Whether this render hydrates server markup (or is the server's own): React renders with the server snapshot then,
 * with the client's in any render of the browser's own (a static page, a page mounted after hydration).
 */
function useHydratingRender(): boolean {
  return !useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Starts the route's queries as soon as it matches: in the render that also renders the lazy page below it, so the
 * first API request and the page chunk leave together (not after the page has rendered). Once per URL: a re-render
 * does not refetch (a failed query is retried by the page's Retry, not by re-renders), nor does the first render
 * of a URL whose prefetch `startRouteLoads` already ran.
 */
function PrefetchingRoute({ prefetch, children }: { prefetch: RoutePrefetch; children: ReactNode }) {
  const paramsKey = JSON.stringify(useParams());
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  // The URL whose server markup this render hydrates: its data is the server's (in the cache), and what the server
  // did not get in time the page asks for once hydrated. Prefetched here, an answer could land before the page's
  // Suspense boundary below is hydrated, and its first render would differ from the markup (ADR 0033).
  const hydrating = useRef(useHydratingRender() ? urlKey({ pathname, search }) : null);
  useMemo(() => {
    if (hydrating.current === urlKey({ pathname, search })) {
      hydrating.current = null;
      return;
    }
    if (startedEarly(queryClient).get(prefetch) === urlKey({ pathname, search })) {
      startedEarly(queryClient).delete(prefetch);
      return;
    }
    const params = JSON.parse(paramsKey) as RoutePrefetchContext['params'];
    runRoutePrefetch(prefetch, { params, searchParams: new URLSearchParams(search), queryClient });
  }, [prefetch, paramsKey, pathname, search, queryClient]);
  return <>{children}</>;
}

/**
 * Remote routes are rendered with `useRoutes` (descendant routes), where react-router ignores `lazy` and there are
 * no loaders. This turns each route into an element that (1) starts its `handle.prefetch` as soon as it matches and
 * (2) loads a `lazy` page with React.lazy + Suspense (a page already loaded renders at once), so remote teams keep
 * writing `lazy: () => import(...)` (one chunk per page). A failed page chunk throws into the slot's error boundary;
 * the next render (its Retry) imports it anew.
 */
export function withLazyElements(routes: RouteObject[], fallback: ReactNode = <Spinner />): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withLazyElements(route.children, fallback) : undefined;
    if (route.loader || route.action)
      console.warn(
        `[hearth] route ${route.path ?? '(layout)'}: loader/action are not supported in remote routes`,
      );
    const load = lazyLoader(route);
    const prefetch = prefetchOf(route);
    if (!load && !prefetch) return (children ? { ...route, children } : route) as RouteObject;
    const { lazy: spec, Component, ...rest } = route as RouteObject & { lazy?: object };
    let element: ReactNode = route.element ?? (Component ? <Component /> : null);
    if (load && spec) {
      element = (
        <Suspense fallback={fallback}>
          <LazyPage spec={spec} load={load} />
        </Suspense>
      );
    }
    if (prefetch) element = <PrefetchingRoute prefetch={prefetch}>{element}</PrefetchingRoute>;
    return { ...rest, element, ...(children ? { children } : {}) } as RouteObject;
  });
}

/**
 * Loads the page chunks of the routes matching `location` (e.g. before a test renders, or while something else
 * loads), so that the following render shows the page without a Suspense fallback.
 */
export async function preloadRoutePages(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const load = lazyLoader(route);
      const spec = (route as { lazy?: object }).lazy;
      return load && spec ? loadPage(spec, load) : undefined;
    }),
  );
}

/**
 * What the host calls the moment a remote's `./routes` module has loaded, outside React's render: the prefetches of
 * the routes matching `location` (not those this URL has started already) and their lazy page chunks start now,
 * side by side (in a render, the requests would wait until React yields). The page's own render then finds both
 * under way. Without a QueryClient (a test of the slot alone) only the chunks are loaded. Resolves once the page chunks are in (never rejects: a failed
 * chunk is reported by the render that needs it), so that a host can render the page without a Suspense fallback:
 * React holds back content revealed after a fallback for up to 300 ms (FALLBACK_THROTTLE_MS).
 */
export function startRouteLoads(
  routes: RouteObject[],
  location: { pathname: string; search: string },
  queryClient: QueryClient | undefined,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  for (const { route, params } of matches) {
    const prefetch = prefetchOf(route);
    // Once per URL: the host may start the start-up URL's route before its slot has mounted (ADR 0015).
    if (!prefetch || !queryClient || startedEarly(queryClient).get(prefetch) === urlKey(location)) continue;
    startedEarly(queryClient).set(prefetch, urlKey(location));
    runRoutePrefetch(prefetch, { params, searchParams: new URLSearchParams(location.search), queryClient });
  }
  return preloadRoutePages(routes, location.pathname).catch(() => undefined);
}
