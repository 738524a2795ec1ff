import { useSyncExternalStore } from 'react';
import { useLocation } from '@hearth/shared/router';
import {
  getRouteTable,
  matchRoute,
  refineChrome,
  subscribeRouteTable,
  type PageChrome,
} from '../route-table/route-table';
import { useRouteHandleStore } from '../slots/route-handle-store';

/** The route table in force; re-renders when remotes.json is read again (Retry). */
export function useRouteTable() {
  return useSyncExternalStore(subscribeRouteTable, getRouteTable, getRouteTable);
}

/**
 * The current page's chrome: its prefix's (remotes.json, known before any remote code arrives, so the first paint
 * is already right), refined by the matched remote route's handle once the remote has rendered.
 */
export function usePageChrome(): PageChrome {
  const { pathname } = useLocation();
  const table = useRouteTable();
  const handle = useRouteHandleStore((s) => (s.pathname === pathname ? s.handle : null));
  return refineChrome(handle, matchRoute(pathname, table).chrome);
}
