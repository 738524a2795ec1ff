import type { Ltype, RuntimeConfig } from '@hearth/shared';
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
import { IS_PRODUCTION } from '../../lib/build-env';

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
  ltype: Ltype,
  signal?: AbortSignal,
): Promise<void> {
  return resolveIntoStore(location, config, ltype, signal, { production: IS_PRODUCTION });
}
