import { useCallback } from 'react';
import { useBoundRoutesStore } from '@hearth/shared';
import { hrefTo } from './href-to';
import type { HrefArgs, RouteRefs } from './route-refs';

/** `hrefTo` over the page's bound table: the href, or undefined when the link is unbound. */
export type RouteHref = <Name extends string, Routes extends object, Id extends keyof Routes & string>(
  refs: RouteRefs<Name, Routes>,
  id: Id,
  ...args: HrefArgs<Routes[Id]>
) => string | undefined;

/** Links into another container (ADR 0029): re-renders when the shell binds a new table (remotes.json read again). */
export function useRouteHref(): RouteHref {
  const table = useBoundRoutesStore((state) => state.routes);
  return useCallback<RouteHref>((refs, id, ...args) => hrefTo(table, refs, id, ...args), [table]);
}

/** The same outside React (event handlers, bridge fallbacks): the table bound now. */
export const routeHref: RouteHref = (refs, id, ...args) =>
  hrefTo(useBoundRoutesStore.getState().routes, refs, id, ...args);
