import type { RuntimeConfig } from '@hearth/shared';
import {
  resolveSiteTarget as resolveTarget,
  resolveSiteIntoStore as resolveIntoStore,
  type SiteLocation,
  type SiteTarget,
  type SiteTargetOptions,
} from '@hearth/shared/site';
export {
  WWW_DEBUG_STORAGE_KEY,
  loadSite,
  isUnknownAgentError,
  type SiteLocation,
  type SiteTarget,
  type ResolvedSite,
} from '@hearth/shared/site';
import { IS_PRODUCTION } from '../../lib/build-flags';

// Host → agent resolution lives in @hearth/shared (the remotes' standalone harnesses use it too); the shell
// applies its build flag: production builds ignore the www debug switches.

export function resolveSiteTarget(
  location: SiteLocation,
  config: Pick<RuntimeConfig, 'wwwHosts' | 'testHost'>,
  options: SiteTargetOptions = {},
): SiteTarget {
  return resolveTarget(location, config, { production: IS_PRODUCTION, ...options });
}

export function resolveSiteIntoStore(
  location: SiteLocation,
  config: RuntimeConfig,
  signal?: AbortSignal,
): Promise<void> {
  return resolveIntoStore(location, config, signal, { production: IS_PRODUCTION });
}

let pending: Promise<void> | null = null;

/**
 * Resolves the site of this page into the store, once: the site gate starts it (a second mount joins the
 * resolution under way), and its Retry (`force`) starts a new one.
 */
export function startSiteResolution(config: RuntimeConfig, force = false): Promise<void> {
  if (pending && !force) return pending;
  const run = resolveSiteIntoStore(window.location, config).finally(() => {
    if (pending === run) pending = null;
  });
  pending = run;
  return run;
}
