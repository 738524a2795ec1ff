// Entry-chunk safe (shared/src/early): no runtime import at all. The one rule from the host to the site, used by the
// site resolution (shell/src/features/site/resolve-site.ts) in the browser and on the server alike.
import type { RuntimeConfig } from '../config/runtime-config-schema';

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
