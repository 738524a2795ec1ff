import { createSharedStore } from './create-shared-store';
import type { AgentInfo } from '../contracts/cmis/get-user-info';

/**
 * Which site this is (host → agent resolution, done by the shell):
 * - `www`: the world-wide portal;
 * - `agent`: an agent storefront (agent loaded);
 * - `inactive`: the agent's website_status is false (404 inactive variant).
 */
export type SiteMode = 'www' | 'agent' | 'inactive';

/**
 * The site owner as the pages get it: the /ur/info answer (every field optional, see AgentInfoSchema) completed
 * by `loadSite` with the getAgentProfile answer — `cims_uid` is always known (the profile must send it), userId,
 * yonghuId and website_status come from /ur/info, else from the profile, else null.
 */
export type SiteAgent = AgentInfo & { cims_uid: string };

interface SiteState {
  status: 'resolving' | 'ready' | 'error';
  mode: SiteMode | null;
  agent: SiteAgent | null;
  error: unknown;
  setResolved: (mode: SiteMode, agent: SiteAgent | null) => void;
  setResolving: () => void;
  setError: (error: unknown) => void;
}

export const useSiteStore = createSharedStore<SiteState>((set) => ({
  status: 'resolving',
  mode: null,
  agent: null,
  error: null,
  setResolved: (mode, agent) => set({ status: 'ready', mode, agent, error: null }),
  setResolving: () => set({ status: 'resolving', error: null }),
  setError: (error) => set({ status: 'error', error }),
}));

export function useIsWww(): boolean {
  return useSiteStore((s) => s.mode === 'www');
}
