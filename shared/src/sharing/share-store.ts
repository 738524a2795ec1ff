import { create } from 'zustand';

/** What a page shares (spec §4 "set social share values"): title, description, link and picture. */
export interface ShareValues {
  title: string;
  description?: string | null;
  link: string;
  image?: string | null;
}

/** A failed setup: the message and the URL the alert shows (spec §8 "WeChat share setup failure"). */
export interface ShareFailure {
  message: string;
  url: string;
}

interface ShareState {
  values: ShareValues | null;
  /** While a WeChat / DingTalk setup runs: the "Please Wait..." full-page loader. */
  configuring: boolean;
  failure: ShareFailure | null;
  setValues: (values: ShareValues) => void;
  setConfiguring: (configuring: boolean) => void;
  fail: (failure: ShareFailure) => void;
  dismissFailure: () => void;
}

export const useShareStore = create<ShareState>((set) => ({
  values: null,
  configuring: false,
  failure: null,
  setValues: (values) => set({ values }),
  setConfiguring: (configuring) => set({ configuring }),
  fail: (failure) => set({ failure }),
  dismissFailure: () => set({ failure: null }),
}));
