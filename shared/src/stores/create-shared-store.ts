import { useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

/**
 * zustand's `create` for the state a page is rendered with: the runtime config, the site, the language, the bound
 * routes. React reads a store's "server snapshot" on the server and while hydrating; zustand's own hook answers with
 * the store's initial state there, which suits what only the browser knows (a session, the window's width) but not
 * this state: the server sets it for the request before rendering, and the browser sets it from the server's start
 * plan before hydrating (ADR 0033). So both snapshots are the state in force; `getInitialState` is untouched (tests
 * reset stores with it).
 */
export function createSharedStore<T>(initializer: StateCreator<T, [], []>): UseBoundStore<StoreApi<T>> {
  const api = createStore<T>()(initializer);
  function useBound(): T;
  function useBound<U>(selector: (state: T) => U): U;
  function useBound<U>(selector?: (state: T) => U): T | U {
    const read = () => (selector ? selector(api.getState()) : api.getState());
    return useSyncExternalStore<T | U>(api.subscribe, read, read);
  }
  return Object.assign(useBound, api) as UseBoundStore<StoreApi<T>>;
}
