import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A signed-in client of the public site (spec: uImg, uName; kept in the browser session). */
export interface ClientSession {
  uImg: string | null;
  uName: string;
}

interface SessionState {
  client: ClientSession | null;
  signIn: (client: ClientSession) => void;
  signOut: () => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      client: null,
      signIn: (client) => set({ client }),
      signOut: () => set({ client: null }),
    }),
    {
      name: 'hearth.session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ client: s.client }),
    },
  ),
);
