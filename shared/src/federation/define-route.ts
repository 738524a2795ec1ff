// A page's one definition (ADR 0028): `defineRoute` for a remote's pages (`@hearth/shared/remote`), `definePage` for
// the shell's, whose router binds the page code by id (`@hearth/shared/define-route`). Bundled into each container;
// no run-time import and no state, so the shell's entry chunk may run it (its route table).
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from '@hearth/shared/router';
import type { RemoteRouteHandle } from '@hearth/shared';
import type { RouteHead } from '../head/route-head';

/**
 * The site an example URL is opened on by the quality gates, `npm start` and the bench: `agent` (an active agent's
 * site, the default; its home shows the default template), `agent-epic` / `agent-demo` (an active agent's site whose
 * home shows the epic / demo template) or `www` (the portal).
 */
export type RouteExampleSite = 'agent' | 'agent-epic' | 'agent-demo' | 'www';

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

/** A page's definition without its code: what the route list and the route table need. */
export interface PageDefinition {
  /**
   * Stable, kebab-case, unique in its container. A remote page's chunk is named `route.<id>` (the lazy import's
   * `webpackChunkName`): the build finds it by that name and fails when it is missing.
   */
  id: string;
  /** Absolute path pattern (`/listing/:id`). A path under `/hybrid/` is a hybrid page unless the handle says not. */
  path: string;
  handle: RemoteRouteHandle;
  /** One or more URLs the gates walk (axe, CSP, first-load JS) and `npm start` prints. */
  example: RouteExample | readonly RouteExample[];
  /** The query keys and hashes a link into this page may carry (default: none). */
  link?: RouteLinkShape;
  /**
   * Why this page renders in the browser only (ADR 0033): the server renders the page's chrome and leaves the page to
   * the browser. Absent: the server renders the page with its data.
   */
  clientOnly?: string;
  /**
   * True when the page's subject does not exist (a listing nobody has), read from the data its prefetch left in the
   * QueryClient: the server then answers 404 with the page (ADR 0033).
   */
  missing?: (context: { params: Readonly<Params<string>>; queryClient: QueryClient }) => boolean;
  /**
   * The page's head (ADR 0032): description, link-preview picture, content query keys, noindex, JSON-LD, from the
   * params, the texts and the data the prefetch put in the QueryClient. Beside the handle, not in it: a shell that
   * does not know `head` ignores it (the handle's schema is strict). Default: the title rule, canonical, alternates.
   */
  head?: RouteHead;
}

export interface RouteDefinition extends PageDefinition {
  lazy: () => Promise<{ Component: ComponentType }>;
}

/** A defined page: its id, path, handle (with `hybrid` resolved) and examples. */
export interface DefinedPage<Id extends string = string, Path extends string = string> {
  id: Id;
  path: Path;
  handle: RemoteRouteHandle;
  examples: readonly RouteExample[];
  link?: RouteLinkShape;
  clientOnly?: string;
  missing?: PageDefinition['missing'];
  head?: RouteHead;
}

/** A defined page: a React Router route object that also carries its id and examples. */
export type DefinedRoute<Id extends string = string, Path extends string = string> = RouteObject &
  DefinedPage<Id, Path> & {
    lazy: () => Promise<{ Component: ComponentType }>;
  };

const ROUTE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * One page of the shell, defined once: its id, path, handle (chrome) and example URLs, without its code (the
 * shell's router binds each page's code by id; its entry chunk reads the paths). Checked like `defineRoute`.
 */
export function definePage<const Id extends string, const Path extends string>(
  definition: PageDefinition & { id: Id; path: Path },
): DefinedPage<Id, Path> {
  const { id, path, handle, example, link, clientOnly, missing, head } = definition;
  if (!ROUTE_ID.test(id)) throw new Error(`route definition: id "${id}" is not kebab-case`);
  if (!path.startsWith('/')) throw new Error(`route definition ${id}: path "${path}" is not absolute`);
  const examples = Array.isArray(example) ? example : [example as RouteExample];
  if (examples.length === 0) throw new Error(`route definition ${id}: no example`);
  const hybrid = handle.hybrid ?? path.startsWith('/hybrid/');
  if (clientOnly !== undefined && !clientOnly.trim())
    throw new Error(`route definition ${id}: clientOnly needs its reason`);
  return {
    id,
    path,
    handle: { ...handle, hybrid },
    examples,
    ...(link ? { link } : {}),
    ...(clientOnly ? { clientOnly } : {}),
    ...(missing ? { missing } : {}),
    ...(head ? { head } : {}),
  };
}

/**
 * One page of a remote, defined once: its id, path, handle (title, chrome, prefetch), page and example URLs. The
 * build generates the remote's prefixes.json, its chunk map and the gates' route list from these definitions.
 */
export function defineRoute<const Id extends string, const Path extends string>(
  definition: RouteDefinition & { id: Id; path: Path },
): DefinedRoute<Id, Path> {
  return { ...definePage(definition), lazy: definition.lazy };
}
