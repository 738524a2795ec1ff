// Route refs (ADR 0029): the TYPE of another remote's linkable routes, imported from its generated refs file
// (`import type { ContentRouteRefs } from '@hearth/remote-content/route-refs'`), bound at run time to the paths
// remotes.json gives. Nothing of the target remote enters the linking container's bundle.

/** What a remote's refs file declares of one route: its path pattern, and its query keys and hashes if any. */
export interface RouteRefSpec {
  path: string;
  query?: string;
  hash?: string;
}

/**
 * The linkable routes of one remote, by id: a value names the remote (its container name); the routes exist only
 * as a type (`routes` is never set).
 */
export interface RouteRefs<
  Name extends string = string,
  Routes extends object = Record<string, RouteRefSpec>,
> {
  readonly remote: Name;
  /** Types only: never set at run time. */
  readonly routes?: Routes;
}

/** The names of a path pattern's `:param` segments (`'/news-detail/:source/:newsid'` → `'source' | 'newsid'`). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params of a path pattern (`'/listing/:id'` → `{ id: string | number }`). */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

/** A query value; `undefined` and `null` are left out of the href. */
export type QueryValue = string | number | boolean | null | undefined;

/** The query and hash a route declares (`link: { query, hash }` on its definition). */
export interface LinkOptions<S> {
  query?: S extends { query: infer Q extends string } ? { [K in Q]?: QueryValue } : never;
  hash?: S extends { hash: infer H extends string } ? H : never;
}

/** The arguments after the route id: the params (required when the path has any), then the options. */
export type HrefArgs<S> = S extends { path: infer P extends string }
  ? [PathParamNames<P>] extends [never]
    ? [params?: Record<string, never>, options?: LinkOptions<S>]
    : [params: PathParams<P>, options?: LinkOptions<S>]
  : never;

/** A handle on a remote's routes, typed by its refs file: `routeRefs<ContentRouteRefs>('remote_content')`. */
export function routeRefs<R extends RouteRefs>(remote: R['remote']): R {
  return { remote } as R;
}
