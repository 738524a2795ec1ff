import { create } from 'zustand';

/** Context handed over by the native app (runSetEpicContext or deep-link query parameters). */
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

export const useNativeContextStore = create<NativeContextState>((set) => ({
  fjjUserId: null,
  language: null,
  appAuthCode: null,
  yonghuId: null,
  setContext: (patch) => set(patch),
}));
