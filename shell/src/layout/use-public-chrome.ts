import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { useLocation } from '@hearth/shared/router';
import { matchRoute } from '../route-table/route-table';

/** Whose chrome a public page shows: an agent site's, or the portal's (www). */
export type ChromeKind = 'agent' | 'www';

/** A chrome chunk's components (the portal has no agent banner). */
export interface PublicChrome {
  AppBanner: ComponentType;
  Header: ComponentType;
  Footer: ComponentType;
  Banner?: ComponentType;
}

/** Each kind's chunk (`webpackChunkName` below): a page loads its site's only; the server links its styles. */
export const CHROME_CHUNKS: Record<ChromeKind, string> = { agent: 'chrome-agent', www: 'chrome-www' };

const LOADERS: Record<ChromeKind, () => Promise<PublicChrome>> = {
  agent: () => import(/* webpackChunkName: "chrome-agent" */ './agent-chrome'),
  www: () => import(/* webpackChunkName: "chrome-www" */ './portal-chrome'),
};

const chrome: Partial<Record<ChromeKind, PublicChrome>> = {};
const loading: Partial<Record<ChromeKind, Promise<PublicChrome>>> = {};
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A kind's chrome chunk, once a page (again after a failed load). */
export function loadPublicChrome(kind: ChromeKind): Promise<PublicChrome> {
  loading[kind] ??= LOADERS[kind]().then(
    (loaded) => {
      chrome[kind] = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      delete loading[kind];
      throw error;
    },
  );
  return loading[kind];
}

/**
 * Start-up (the browser's and the server's): the site's chrome chunk, before the first render, for a page whose
 * prefix is public (remotes.json), so that a public page renders and hydrates with its chrome. A failure is left to
 * the layout, which asks again on the next page.
 */
export function preloadPublicChrome(pathname: string, kind: ChromeKind): Promise<void> {
  if (matchRoute(pathname).chrome.hybrid) return Promise.resolve();
  return loadPublicChrome(kind).then(
    () => undefined,
    (error: unknown) => console.error('[hearth] the chrome could not be loaded', error),
  );
}

/** The site's chrome once loaded (asked for on a page that shows chrome: `wanted`), else null. */
export function usePublicChrome(wanted: boolean, kind: ChromeKind): PublicChrome | null {
  const { pathname } = useLocation();
  const loaded = useSyncExternalStore(
    subscribe,
    () => chrome[kind] ?? null,
    () => chrome[kind] ?? null,
  );
  useEffect(() => {
    if (wanted && !chrome[kind]) void loadPublicChrome(kind).catch(() => undefined);
  }, [wanted, kind, pathname]);
  return loaded;
}
