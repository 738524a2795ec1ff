import { useLayoutEffect } from 'react';
import { useLocation, type RouteObject } from '@hearth/shared/router';
import * as v from 'valibot';
import type { RemoteName, RemoteRouteHandle } from '@hearth/shared';
import { RemoteRouteHandleSchema } from '@hearth/shared/federation-contract';
import { useRouteHandleStore } from './route-handle-store';
import { matchRoute, refineChrome, type PageChrome } from '../route-table/route-table';

const NO_HANDLE: RemoteRouteHandle = {};

/** Parse results per handle object (a handle keeps its identity through the slot's route wrappers). */
const parsed = new WeakMap<object, RemoteRouteHandle | null>();
const reported = new Set<string>();

/**
 * A remote route's `handle`, validated with `RemoteRouteHandleSchema` (never cast). An invalid handle is reported
 * once with console.error and ignored: the page gets the defaults of its prefix (no title key, prefix chrome).
 */
export function validateRouteHandle(
  remote: RemoteName,
  route: Pick<RouteObject, 'path' | 'handle'>,
  log: (msg: string) => void = console.error,
): RemoteRouteHandle {
  const raw: unknown = route.handle;
  if (raw === undefined) return NO_HANDLE;
  const cacheable = typeof raw === 'object' && raw !== null;
  if (cacheable && parsed.has(raw)) return parsed.get(raw) ?? NO_HANDLE;
  const result = v.safeParse(RemoteRouteHandleSchema, raw);
  if (cacheable) parsed.set(raw, result.success ? result.output : null);
  if (result.success) return result.output;
  const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '(handle)'}: ${i.message}`).join('; ');
  const message = `[hearth] ${remote}: invalid route handle on ${route.path ?? '(layout route)'} (${issues}): ignored, the prefix defaults apply`;
  if (!reported.has(message)) {
    reported.add(message);
    log(message);
  }
  return NO_HANDLE;
}

/** The slot's own 404 route (`handle: { hearthNotFound: true }`), which carries no remote handle. */
function isSlotNotFound(route: Pick<RouteObject, 'handle'>): boolean {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null && 'hearthNotFound' in handle;
}

export interface RemotePage {
  handle: RemoteRouteHandle;
  /** The prefix's chrome refined by the handle. */
  chrome: PageChrome;
}

/**
 * The matched remote route of the current location: its validated handle and chrome (null on the slot's 404).
 * Publishes the handle for the layout before paint, so a page's handle refines the chrome without a visible shift
 * once the remote has rendered (its prefix's chrome from remotes.json applies before that).
 */
export function useRemotePage(
  remote: RemoteName,
  route: Pick<RouteObject, 'path' | 'handle'> | undefined,
): RemotePage | null {
  const { pathname } = useLocation();
  const handle = route && !isSlotNotFound(route) ? validateRouteHandle(remote, route) : null;
  useLayoutEffect(() => {
    useRouteHandleStore.getState().publish(pathname, handle);
  }, [pathname, handle]);
  useLayoutEffect(() => () => useRouteHandleStore.getState().publish('', null), []);
  return handle ? { handle, chrome: refineChrome(handle, matchRoute(pathname).chrome) } : null;
}
