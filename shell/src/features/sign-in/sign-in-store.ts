import { create } from 'zustand';
import { useAppStore } from '@hearth/shared';

export type SignInTab = 'sign-in' | 'register';

interface SignInCardState {
  open: boolean;
  tab: SignInTab;
  openCard: (tab?: SignInTab) => void;
  closeCard: () => void;
  setTab: (tab: SignInTab) => void;
}

/** The sign-in card overlay (not a route). Opening blurs the page behind it; closing removes the blur. */
export const useSignInCardStore = create<SignInCardState>((set) => ({
  open: false,
  tab: 'sign-in',
  openCard: (tab = 'sign-in') => {
    set({ open: true, tab });
    useAppStore.getState().setBgBlur(true);
  },
  closeCard: () => {
    set({ open: false });
    useAppStore.getState().setBgBlur(false);
  },
  setTab: (tab) => set({ tab }),
}));
