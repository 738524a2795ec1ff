import { getAgentProfile } from '../api/cmis/get-agent-profile';
import { getUserInfo } from '../api/cmis/get-user-info';
import { isApiError, useSiteStore, type SiteAgent, type SiteMode } from '@hearth/shared';
import type { Ltype } from '../i18n/locales';
import type { RuntimeConfig } from '../config/runtime-config-schema';
import type { AgentInfo } from '../contracts/cmis/get-user-info';
import type { AgentProfile } from '../contracts/cmis/get-agent-profile';

/** localStorage switch for www mode (non-production only). */
export const WWW_DEBUG_STORAGE_KEY = 'hearth.debug.www';

export type SiteTarget = { kind: 'www' } | { kind: 'agent'; uri: string };

export interface SiteLocation {
  hostname: string;
  search: string;
}

export interface SiteTargetOptions {
  /** Production builds ignore the www debug switches. Defaults to true (the safe side). */
  production?: boolean;
  storage?: Pick<Storage, 'getItem'> | null;
}

function readStorage(storage: Pick<Storage, 'getItem'> | null | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Which site a location is: www when the host is a configured www host or (non-production) `?www=1` /
 * localStorage `hearth.debug.www=1`; otherwise the agent whose blog uri is `?agentUrl=`, the config test host on
 * localhost / 127.0.0.1, else the host name itself (the service uses the part before the first dot).
 */
export function resolveSiteTarget(
  location: SiteLocation,
  config: Pick<RuntimeConfig, 'wwwHosts' | 'testHost'>,
  options: SiteTargetOptions = {},
): SiteTarget {
  const production = options.production ?? true;
  const hostname = location.hostname.toLowerCase();
  const params = new URLSearchParams(location.search);
  if (config.wwwHosts.some((h) => h.toLowerCase() === hostname)) return { kind: 'www' };
  if (!production) {
    const storage = options.storage === undefined ? defaultStorage() : options.storage;
    if (params.get('www') === '1' || readStorage(storage, WWW_DEBUG_STORAGE_KEY) === '1')
      return { kind: 'www' };
  }
  const agentUrl = params.get('agentUrl')?.trim();
  if (agentUrl) return { kind: 'agent', uri: agentUrl };
  if (hostname === 'localhost' || hostname === '127.0.0.1') return { kind: 'agent', uri: config.testHost };
  return { kind: 'agent', uri: hostname };
}

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
 * unknown agent). Used by the shell's site gate and by every remote's standalone harness.
 */
export async function loadSite(
  target: SiteTarget,
  ltype: Ltype,
  signal?: AbortSignal,
): Promise<ResolvedSite> {
  if (target.kind === 'www') return { mode: 'www', agent: null };
  const profile = await getAgentProfile(target.uri, signal);
  if (profile.website_status === false) return { mode: 'inactive', agent: null };
  const info = await getUserInfo({ userId: profile.cims_uid, ltype, isLoadAvatar: false }, signal);
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
  ltype: Ltype,
  signal?: AbortSignal,
  options: SiteTargetOptions = {},
): Promise<void> {
  const store = useSiteStore.getState();
  store.setResolving();
  try {
    const site = await loadSite(resolveSiteTarget(location, config, options), ltype, signal);
    if (signal?.aborted) return;
    useSiteStore.getState().setResolved(site.mode, site.agent);
  } catch (error) {
    if (signal?.aborted) return;
    useSiteStore.getState().setError(error);
  }
}
