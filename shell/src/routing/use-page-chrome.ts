import { useSyncExternalStore } from 'react';
import { useShallow } from 'zustand/react/shallow';
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
 * A page publishing its handle (every remote page does, as it mounts or hydrates) re-renders the layout only when
 * the handle changes the chrome.
 */
export function usePageChrome(): PageChrome {
  const { pathname } = useLocation();
  const base = matchRoute(pathname, useRouteTable()).chrome;
  return useRouteHandleStore(
    useShallow((s) => refineChrome(s.pathname === pathname ? s.handle : null, base)),
  );
}
