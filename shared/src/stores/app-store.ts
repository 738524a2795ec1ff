import { create } from 'zustand';

/** App state shared by the shell and remotes (spec: isFetching counter, windowWidth, bgBlur). */
interface AppState {
  /** Number of requests in flight that drive the global spinner. */
  isFetching: number;
  windowWidth: number;
  /** The page behind the sign-in card is blurred. */
  bgBlur: boolean;
  startFetching: () => void;
  endFetching: () => void;
  setWindowWidth: (width: number) => void;
  setBgBlur: (blur: boolean) => void;
}

export const MOBILE_BREAKPOINT = 768;

export const useAppStore = create<AppState>((set) => ({
  isFetching: 0,
  windowWidth: typeof window === 'undefined' ? 1024 : window.innerWidth,
  bgBlur: false,
  startFetching: () => set((s) => ({ isFetching: s.isFetching + 1 })),
  endFetching: () => set((s) => ({ isFetching: Math.max(0, s.isFetching - 1) })),
  setWindowWidth: (windowWidth) => set({ windowWidth }),
  setBgBlur: (bgBlur) => set({ bgBlur }),
}));

export function useIsMobile(): boolean {
  return useAppStore((s) => s.windowWidth < MOBILE_BREAKPOINT);
}
