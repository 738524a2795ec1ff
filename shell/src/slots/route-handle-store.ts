import { create } from 'zustand';
import type { RemoteRouteHandle } from '@hearth/shared';

/**
 * The validated handle of the remote route rendering the current path, published by the remote's slot so that the
 * layout (outside the slot) can refine the prefix's chrome. Keyed by pathname: a handle never applies to another
 * path, so a stale one is ignored until the next page publishes its own.
 */
interface RouteHandleState {
  pathname: string | null;
  handle: RemoteRouteHandle | null;
  publish: (pathname: string, handle: RemoteRouteHandle | null) => void;
}

export const useRouteHandleStore = create<RouteHandleState>()((set) => ({
  pathname: null,
  handle: null,
  publish: (pathname, handle) => set({ pathname, handle }),
}));
