import { getAgentProfile } from '../api/cmis/get-agent-profile';
import { getUserInfo } from '../api/cmis/get-user-info';
import { isApiError, useSiteStore, type SiteAgent, type SiteMode } from '@hearth/shared';
import type { RuntimeConfig } from '../config/runtime-config-schema';
import {
  resolveSiteTarget,
  type SiteLocation,
  type SiteTarget,
  type SiteTargetOptions,
} from '../early/site-target';
import type { AgentInfo } from '../contracts/cmis/get-user-info';
import type { AgentProfile } from '../contracts/cmis/get-agent-profile';

export {
  WWW_DEBUG_STORAGE_KEY,
  resolveSiteTarget,
  type SiteLocation,
  type SiteTarget,
  type SiteTargetOptions,
} from '../early/site-target';

export interface ResolvedSite {
  mode: SiteMode;
  agent: SiteAgent | null;
}

/**
 * The site owner: the /ur/info answer completed with the profile. The spec promises only cims_uid from the
 * profile ("data including cims_uid") and lists userId, yonghuId and website_status among the user info, so
 * /ur/info wins and the profile fills the gaps; cims_uid is the one we asked /ur/info about.
 */
export function completeAgent(info: AgentInfo, profile: AgentProfile): SiteAgent {
  return {
    ...info,
    cims_uid: info.cims_uid ?? profile.cims_uid,
    userId: info.userId ?? profile.userId,
    yonghuId: info.yonghuId ?? profile.yonghuId,
    website_status: info.website_status ?? profile.website_status,
  };
}

/**
 * Loads the agent of a target: profile by blog uri, then the owner's user info by cims_uid.
 * website_status false (in either answer) → `inactive`; absent → active. Failures are ApiErrors (business =
 * unknown agent). Used by the shell's site gate and by every remote's standalone harness. The page's language is
 * not part of it: the spec's agent-site load asks ur/info with ltype=1 whatever the language (public-site §7).
 */
export async function loadSite(target: SiteTarget, signal?: AbortSignal): Promise<ResolvedSite> {
  if (target.kind === 'www') return { mode: 'www', agent: null };
  const profile = await getAgentProfile(target.uri, signal);
  if (profile.website_status === false) return { mode: 'inactive', agent: null };
  const info = await getUserInfo(profile.cims_uid, signal);
  const agent = completeAgent(info, profile);
  return { mode: agent.website_status === false ? 'inactive' : 'agent', agent };
}

/** An unknown agent (the service answered with a business code): the normal 404 page, not an error state. */
export function isUnknownAgentError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'business';
}

/** Runs the resolution and records it in `useSiteStore` (status resolving → ready | error). */
export async function resolveSiteIntoStore(
  location: SiteLocation,
  config: RuntimeConfig,
  signal?: AbortSignal,
  options: SiteTargetOptions = {},
): Promise<void> {
  const store = useSiteStore.getState();
  store.setResolving();
  try {
    const site = await loadSite(resolveSiteTarget(location, config, options), signal);
    if (signal?.aborted) return;
    useSiteStore.getState().setResolved(site.mode, site.agent);
  } catch (error) {
    if (signal?.aborted) return;
    useSiteStore.getState().setError(error);
  }
}
