// `@hearth/shared/remote`: a page's one definition (ADR 0028). Bundled into each remote; no run-time state.
import type { ComponentType } from 'react';
import type { RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';

/**
 * The site an example URL is opened on by the quality gates, `npm start` and the bench: `agent` (an active agent's
 * site, the default) or `www` (the portal).
 */
export type RouteExampleSite = 'agent' | 'www';

/** A URL that shows the page with real (seeded) data. The gates add `ltype` for each language. */
export interface RouteExample {
  /** Path and query, matching the route's path. */
  path: string;
  /** Default `agent`. */
  site?: RouteExampleSite;
  /** The gates' name of this example (budget key, test title); default: the route's id for the first example. */
  id?: string;
}

/**
 * What a link into the page may add (ADR 0029): its query keys and its hashes. They go into the remote's generated
 * route refs (`src/routes/refs.ts`), the types another container's links are checked against.
 */
export interface RouteLinkShape {
  query?: readonly string[];
  hash?: readonly string[];
}

export interface RouteDefinition {
  /**
   * Stable, kebab-case, unique in the remote. The page's chunk is named `route.<id>` (the lazy import's
   * `webpackChunkName`): the build finds it by that name and fails when it is missing.
   */
  id: string;
  /** Absolute path pattern (`/listing/:id`). A path under `/hybrid/` is a hybrid page unless the handle says not. */
  path: string;
  handle: RemoteRouteHandle;
  lazy: () => Promise<{ Component: ComponentType }>;
  /** One or more URLs the gates walk (axe, CSP, first-load JS) and `npm start` prints. */
  example: RouteExample | readonly RouteExample[];
  /** The query keys and hashes a link into this page may carry (default: none). */
  link?: RouteLinkShape;
}

/** A defined page: a React Router route object that also carries its id and examples. */
export type DefinedRoute = RouteObject & {
  id: string;
  path: string;
  handle: RemoteRouteHandle;
  lazy: () => Promise<{ Component: ComponentType }>;
  examples: readonly RouteExample[];
  link?: RouteLinkShape;
};

const ROUTE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * One page of a remote, defined once: its id, path, handle (title, chrome, prefetch), page and example URLs. The
 * build generates the remote's prefixes.json, its chunk map and the gates' route list from these definitions.
 */
export function defineRoute(definition: RouteDefinition): DefinedRoute {
  const { id, path, handle, lazy, example, link } = definition;
  if (!ROUTE_ID.test(id)) throw new Error(`defineRoute: id "${id}" is not kebab-case`);
  if (!path.startsWith('/')) throw new Error(`defineRoute ${id}: path "${path}" is not absolute`);
  const examples = Array.isArray(example) ? example : [example as RouteExample];
  if (examples.length === 0) throw new Error(`defineRoute ${id}: no example`);
  const hybrid = handle.hybrid ?? path.startsWith('/hybrid/');
  return { id, path, handle: { ...handle, hybrid }, lazy, examples, ...(link ? { link } : {}) };
}
