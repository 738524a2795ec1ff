import { create } from 'zustand';
import type { HomeTemplate, StoreInfo } from '@hearth/shared/contracts/cmis';

/** The home container's template (spec §3 store info, §4 "home template"): from the site's store info. */
interface HomeTemplateState {
  /** null: not chosen yet (the store info has not arrived) → the container uses the store info's, or default. */
  template: HomeTemplate | null;
  /** Epoch ms of the last change. */
  timestamp: number | null;
  /** Takes the server's store info unless the template was changed here since (newer timestamp wins). */
  hydrate: (info: StoreInfo | null | undefined) => void;
  /** The setter: replaces the template and refreshes the timestamp. */
  setTemplate: (template: HomeTemplate) => void;
  /** The handler: toggles between default and epic (demo toggles to epic). */
  toggle: () => void;
}

export const useHomeTemplateStore = create<HomeTemplateState>((set, get) => ({
  template: null,
  timestamp: null,
  hydrate: (info) => {
    const local = get().timestamp;
    const remote = info?.timestamp ?? 0;
    if (local !== null && local >= remote) return;
    set({ template: info?.template ?? 'default', timestamp: remote || null });
  },
  setTemplate: (template) => set({ template, timestamp: Date.now() }),
  toggle: () => get().setTemplate(get().template === 'epic' ? 'default' : 'epic'),
}));
