// What a build generates from its page definitions (ADR 0028): a remote's route list and prefixes, the shell's route
// list. Pure; run at build time in Node (shared/tooling/route-manifest.cjs) and tested in jest.
import { matchRoutes } from '@hearth/shared/router';
import type { DefinedPage, RouteExample, RouteExampleSite, RouteLinkShape } from './define-route';

/** The page chrome a route declares (first paint, before its code loads). */
export interface RouteChrome {
  hybrid?: boolean;
  header?: boolean;
  banner?: boolean;
  footer?: boolean;
}

/** One prefix of `prefixes.json` (the remotes.json entry's `prefixes`). */
export interface GeneratedPrefix extends RouteChrome {
  path: string;
}

/** One example URL of the gates' route list. */
export interface GeneratedExample {
  id: string;
  site: RouteExampleSite;
  path: string;
}

export interface GeneratedRoute {
  id: string;
  path: string;
  chrome: RouteChrome;
  examples: GeneratedExample[];
  /** The query keys and hashes a link may add (route refs, ADR 0029); only when the definition declares them. */
  link?: RouteLinkShape;
  /** Why the page renders in the browser only (ADR 0033); absent: the server renders it. */
  clientOnly?: string;
}

export interface RouteManifest {
  routes: GeneratedRoute[];
  prefixes: GeneratedPrefix[];
}

const CHROME_KEYS = ['hybrid', 'header', 'banner', 'footer'] as const;

function chromeOf(route: DefinedPage): RouteChrome {
  const chrome: RouteChrome = {};
  for (const key of CHROME_KEYS) {
    const value = route.handle[key];
    // A hybrid page hides all chrome by default and a public page shows it: only the differences are written.
    if (key === 'hybrid' ? value === true : value === false) chrome[key] = value;
  }
  return chrome;
}

/** The static head of a path pattern: its segments before the first parameter or wildcard. */
export function staticHead(pattern: string): string {
  const segs = pattern.split('/').filter(Boolean);
  const stop = segs.findIndex((s) => s.startsWith(':') || s.includes('*'));
  return `/${(stop < 0 ? segs : segs.slice(0, stop)).join('/')}`;
}

function sameChrome(a: RouteChrome, b: RouteChrome): boolean {
  return CHROME_KEYS.every((k) => a[k] === b[k]);
}

function covers(prefix: string, path: string): boolean {
  const p = prefix.toLowerCase();
  const q = path.toLowerCase();
  return q === p || q.startsWith(`${p}/`);
}

/**
 * The prefixes a remote owns: each route's static head with its chrome. A head covered by a shorter one of the same
 * chrome is left out (the shorter one owns it); two routes with one head but different chrome are an error.
 */
export function prefixesOf(routes: readonly GeneratedRoute[]): GeneratedPrefix[] {
  const heads = new Map<string, GeneratedPrefix>();
  for (const route of routes) {
    const head = staticHead(route.path);
    if (head === '/') throw new Error(`route ${route.id}: "${route.path}" has no static first segment`);
    const seen = heads.get(head);
    if (seen && !sameChrome(seen, route.chrome))
      throw new Error(`route ${route.id}: ${head} is declared with two different page chromes`);
    heads.set(head, { path: head, ...route.chrome });
  }
  const all = [...heads.values()].sort(
    (a, b) => a.path.length - b.path.length || a.path.localeCompare(b.path),
  );
  const kept: GeneratedPrefix[] = [];
  for (const prefix of all) {
    if (!kept.some((k) => covers(k.path, prefix.path) && sameChrome(k, prefix))) kept.push(prefix);
  }
  return kept.sort((a, b) => a.path.localeCompare(b.path));
}

function examplesOf(route: DefinedPage): GeneratedExample[] {
  return route.examples.map((example: RouteExample, i) => {
    const id = example.id ?? (i === 0 ? route.id : undefined);
    if (!id)
      throw new Error(`route ${route.id}: example ${example.path} needs an id (only the first one defaults)`);
    const pathname = new URL(example.path, 'http://x').pathname;
    if (!matchRoutes([{ path: route.path }], pathname))
      throw new Error(`route ${route.id}: example ${example.path} does not match ${route.path}`);
    return { id, site: example.site ?? 'agent', path: example.path };
  });
}

function assertUnique(what: string, ids: readonly string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`${what} id "${id}" is used twice`);
    seen.add(id);
  }
}

/** The route list of a container's pages, checked: unique route and example ids, every example matching its path. */
export function routeListOf(routes: readonly DefinedPage[]): GeneratedRoute[] {
  const generated = routes.map((route) => ({
    id: route.id,
    path: route.path,
    chrome: chromeOf(route),
    examples: examplesOf(route),
    ...(route.link ? { link: route.link } : {}),
    ...(route.clientOnly ? { clientOnly: route.clientOnly } : {}),
  }));
  assertUnique(
    'route',
    generated.map((r) => r.id),
  );
  assertUnique(
    'example',
    generated.flatMap((r) => r.examples.map((e) => e.id)),
  );
  return generated;
}

/** The route list and prefixes of a remote, checked (routeListOf; prefixesOf). */
export function routeManifestOf(routes: readonly DefinedPage[]): RouteManifest {
  const generated = routeListOf(routes);
  return { routes: generated, prefixes: prefixesOf(generated) };
}
