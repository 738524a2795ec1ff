import { createSharedStore } from './create-shared-store';

/**
 * Context handed over by the native app (runSetEpicContext or deep-link query parameters). A page is rendered with
 * it: the server sets the query's for the request, the browser hydrates only when its own is the same (ADR 0042).
 */
export interface NativeContext {
  fjjUserId: string | null;
  /** 1 = English, anything else = Chinese. */
  language: string | null;
  appAuthCode: string | null;
  yonghuId: string | null;
}

interface NativeContextState extends NativeContext {
  setContext: (patch: Partial<NativeContext>) => void;
}

export const useNativeContextStore = createSharedStore<NativeContextState>((set) => ({
  fjjUserId: null,
  language: null,
  appAuthCode: null,
  yonghuId: null,
  setContext: (patch) => set(patch),
}));
