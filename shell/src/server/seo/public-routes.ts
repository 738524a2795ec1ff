import type { RouteExample } from '@hearth/shared/define-route';
import { QueryClient } from '@tanstack/react-query';
import { routeHeadOf, type HeadSite, type RouteHeadContext } from '@hearth/shared/head';
import { fillPath } from '@hearth/shared/links';

// The public routes of the generated route list (ADR 0040): the same definitions the build writes `routes.json`
// from (ADR 0028), as the shell's route table and the remotes' `./routes` modules hold them. Pure.

/** A route of the list that a search engine may index: not hybrid, not noindex. */
export interface PublicRoute {
  id: string;
  path: string;
  /** The kinds of site its examples are opened on (`agent`, `agent-epic`, `agent-demo`, `www`). */
  sites: ReadonlySet<string>;
}

const HYBRID_PATH = /^\/hybrid(\/|$)/;

/**
 * The params of a route's first example (`/blog/:blogid` opened as `/blog/1`: `{ blogid: '1' }`): a data page is asked
 * as it is opened, so that a head which says noindex for a malformed id (a 404) is not read as the page's.
 */
function exampleParams(pattern: string, examples: readonly RouteExample[]): Record<string, string> {
  const values = (examples[0]?.path ?? '').split('?')[0]!.split('/');
  return Object.fromEntries(
    pattern.split('/').flatMap((segment, i) => {
      const value = values[i];
      return segment.startsWith(':') && value
        ? [[segment.slice(1).replace(/\?$/, ''), decodeURIComponent(value)]]
        : [];
    }),
  );
}

/** A route's head asked with no data (the page's first render): does it say noindex? A head that throws: no. */
function isNoindex(route: object, context: RouteHeadContext): boolean {
  const head = routeHeadOf(route);
  if (!head) return false;
  try {
    return head(context).noindex === true;
  } catch {
    return false;
  }
}

/**
 * The public routes among `definitions` (defined pages: `id`, `path`, `handle`, `examples`, `head`) on `site`: a
 * hybrid page (its handle's `hybrid`, or a path under `/hybrid/`) and a page whose head, asked with its first example's
 * params and no data, says `noindex` are left out.
 */
export function publicRoutes(definitions: readonly unknown[], site: HeadSite): PublicRoute[] {
  const context: RouteHeadContext = {
    params: {},
    search: new URLSearchParams(),
    locale: 'en',
    t: (key) => key,
    queryClient: new QueryClient(),
    site,
  };
  const out: PublicRoute[] = [];
  for (const raw of definitions) {
    if (typeof raw !== 'object' || raw === null) continue;
    const route = raw as {
      id?: unknown;
      path?: unknown;
      handle?: { hybrid?: unknown };
      examples?: readonly RouteExample[];
    };
    if (typeof route.id !== 'string' || typeof route.path !== 'string') continue;
    if (route.handle?.hybrid === true || HYBRID_PATH.test(route.path)) continue;
    const examples = Array.isArray(route.examples) ? route.examples : [];
    if (isNoindex(route, { ...context, params: exampleParams(route.path, examples) })) continue;
    out.push({
      id: route.id,
      path: route.path,
      sites: new Set(examples.map((example) => example.site ?? 'agent')),
    });
  }
  return out;
}

/** A path without parameters or wildcards: a page of its own (a static page). */
export function isStaticPath(path: string): boolean {
  return !/[:*]/.test(path);
}

/**
 * `pattern` with its parameters filled in order by `values` (each one path segment, URI-encoded), or undefined
 * when the counts differ or a value is empty.
 */
export function fillInOrder(pattern: string, values: readonly string[]): string | undefined {
  const names = pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  if (names.length !== values.length || values.some((value) => !value)) return undefined;
  return fillPath(pattern, Object.fromEntries(names.map((name, i) => [name, values[i]!])));
}
