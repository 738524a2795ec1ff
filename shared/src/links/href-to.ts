import type { BoundRoutes } from '@hearth/shared';
import { withQuery, type QueryParams } from '../routing/paths';
import type { HrefArgs, RouteRefs } from './route-refs';

/**
 * The path of a bound pattern with its params filled in, each encoded as one segment (`encodeURIComponent`: a
 * param never adds a segment, a query or a hash). Undefined when a param is missing or the pattern has a wildcard.
 */
export function fillPath(
  pattern: string,
  params: Readonly<Record<string, string | number>>,
): string | undefined {
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (segment.includes('*')) return undefined;
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const value = params[segment.slice(1)];
    if (value === undefined) return undefined;
    segments.push(encodeURIComponent(String(value)));
  }
  return segments.join('/');
}

/**
 * The href of route `id` of `refs`' remote, through the bound table (remotes.json): params encoded, the query added
 * as `paths` adds it (unset values left out), then `#hash`. Undefined when the link is unbound (the remote or the id
 * is not in the table, or the deployed path wants a param the ref does not give): the caller shows no link.
 */
export function hrefTo<Name extends string, Routes extends object, Id extends keyof Routes & string>(
  table: BoundRoutes,
  refs: RouteRefs<Name, Routes>,
  id: Id,
  ...[params, options]: HrefArgs<Routes[Id]>
): string | undefined {
  const pattern = table[refs.remote]?.[id];
  return pattern === undefined ? undefined : patternHref(pattern, params, options);
}

/**
 * `pattern` filled with `params` (`fillPath`), the query added as `withQuery` adds it (unset values left out), then
 * `#hash`. Undefined when a param is missing or the pattern has a wildcard.
 */
export function patternHref(
  pattern: string,
  params: object | undefined,
  options: { query?: object; hash?: string } | undefined,
): string | undefined {
  const path = fillPath(pattern, (params ?? {}) as Record<string, string | number>);
  if (path === undefined) return undefined;
  const href = withQuery(path, (options?.query ?? {}) as QueryParams);
  return options?.hash ? `${href}#${options.hash}` : href;
}
