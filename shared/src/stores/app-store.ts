import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

/** App state shared by the shell and remotes (spec: isFetching counter, windowWidth, bgBlur). */
interface AppState {
  /** Number of requests in flight that drive the global spinner. */
  isFetching: number;
  windowWidth: number;
  /**
   * The width the page's server markup was rendered for (the server's guess from the user agent, handed over in its
   * start plan; ADR 0033): what the layout reads while hydrating, however late a part of the page hydrates.
   */
  renderedWidth: number;
  /** The page behind the sign-in card is blurred. */
  bgBlur: boolean;
  startFetching: () => void;
  endFetching: () => void;
  setWindowWidth: (width: number) => void;
  setRenderedWidth: (width: number) => void;
  setBgBlur: (bgBlur: boolean) => void;
}

export const MOBILE_BREAKPOINT = 768;

const initialWidth = typeof window === 'undefined' ? 1024 : window.innerWidth;

export const useAppStore = create<AppState>((set) => ({
  isFetching: 0,
  windowWidth: initialWidth,
  renderedWidth: initialWidth,
  bgBlur: false,
  startFetching: () => set((s) => ({ isFetching: s.isFetching + 1 })),
  endFetching: () => set((s) => ({ isFetching: Math.max(0, s.isFetching - 1) })),
  setWindowWidth: (windowWidth) => set({ windowWidth }),
  setRenderedWidth: (renderedWidth) => set({ renderedWidth, windowWidth: renderedWidth }),
  setBgBlur: (bgBlur) => set({ bgBlur }),
}));

/** Below the 768 px breakpoint: the window's width, or while rendering on the server and hydrating, the page's. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    useAppStore.subscribe,
    () => useAppStore.getState().windowWidth < MOBILE_BREAKPOINT,
    () => useAppStore.getState().renderedWidth < MOBILE_BREAKPOINT,
  );
}
