import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from '@hearth/shared/router';
import { matchRoute } from '../route-table/route-table';

export type PublicChrome = typeof import('./public-chrome');

/** The chunk's name (`webpackChunkName` below): the server links its styles on a public page. */
export const PUBLIC_CHROME_CHUNK = 'chrome-public';

let chrome: PublicChrome | null = null;
let loading: Promise<PublicChrome> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The public chrome's chunk, once a page (again after a failed load). */
export function loadPublicChrome(): Promise<PublicChrome> {
  loading ??= import(/* webpackChunkName: "chrome-public" */ './public-chrome').then(
    (loaded) => {
      chrome = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Start-up (the browser's and the server's): the chrome's chunk, before the first render, for a page whose prefix
 * is public (remotes.json), so that a public page renders and hydrates with its chrome. A failure is left to the
 * layout, which asks again on the next page.
 */
export function preloadPublicChrome(pathname: string): Promise<void> {
  if (matchRoute(pathname).chrome.hybrid) return Promise.resolve();
  return loadPublicChrome().then(
    () => undefined,
    (error: unknown) => console.error('[hearth] the chrome could not be loaded', error),
  );
}

/** The public chrome's components once loaded (asked for on a page that shows chrome: `wanted`), else null. */
export function usePublicChrome(wanted: boolean): PublicChrome | null {
  const { pathname } = useLocation();
  const loaded = useSyncExternalStore(
    subscribe,
    () => chrome,
    () => chrome,
  );
  useEffect(() => {
    if (wanted && !chrome) void loadPublicChrome().catch(() => undefined);
  }, [wanted, pathname]);
  return loaded;
}
