import type { RouteLinkShape } from '../federation/define-route';
import { patternHref } from './href-to';
import type { HrefArgs } from './route-refs';

/** What identifies one of a container's pages: its id, path pattern and the query keys and hashes a link may add. */
export interface PageIdentity {
  readonly id: string;
  readonly path: string;
  readonly link?: RouteLinkShape;
}

type Elem<T> = T extends readonly (infer E extends string)[] ? E : never;
type LinkSpec<L extends RouteLinkShape> = ([Elem<L['query']>] extends [never]
  ? unknown
  : { query: Elem<L['query']> }) &
  ([Elem<L['hash']>] extends [never] ? unknown : { hash: Elem<L['hash']> });

/** A page identity as a route ref spec (what `HrefArgs` reads): its path literal, query keys and hashes. */
export type PageRefSpec<P extends PageIdentity> = { path: P['path'] } & (P extends {
  link: infer L extends RouteLinkShape;
}
  ? LinkSpec<L>
  : unknown);

/** A container's own pages (`ownPages`): each page's identity for its definition, and typed links to it. */
export interface OwnPages<P extends PageIdentity> {
  /** Every page, in order. */
  readonly all: readonly P[];
  /** The page's id, path and link shape, spread into its definition: `defineRoute({ ...pages.page('blogs'), … })`. */
  page<Id extends P['id']>(id: Id): Extract<P, { id: Id }>;
  /**
   * A link to the page: `pages.href('blog-detail', { blogid: 42 })` → `/blog/42`; params encoded, query and hash
   * added exactly as `hrefTo` adds them. A wrong id, param, query key or hash does not compile.
   */
  href<Id extends P['id']>(id: Id, ...args: HrefArgs<PageRefSpec<Extract<P, { id: Id }>>>): string;
}

/**
 * The pages of one container, listed once (ADR 0029): its route definitions take their id and path from here, and
 * links INSIDE the container are built from here. The path is known when the container is built, so, unlike a link
 * into another container (`useRouteHref`), nothing is bound at run time; and, unlike importing the definitions
 * themselves, importing this list pulls in no page code (the definitions lazily import the pages that link).
 */
export function ownPages<const P extends readonly PageIdentity[]>(pages: P): OwnPages<P[number]> {
  const byId = new Map<string, P[number]>(pages.map((p) => [p.id, p]));
  const page = (id: string) => {
    const found = byId.get(id);
    if (!found) throw new Error(`ownPages: no page "${id}"`);
    return found;
  };
  return {
    all: pages,
    page: (id) => page(id) as never,
    href: (id, ...[params, options]) => {
      const href = patternHref(page(id).path, params, options);
      if (href === undefined) throw new Error(`ownPages: a param of "${id}" is missing`);
      return href;
    },
  };
}
