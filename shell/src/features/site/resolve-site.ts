import {
  resolveSiteTarget as resolveTarget,
  resolveSiteIntoStore as resolveIntoStore,
  type Ltype,
  type RuntimeConfig,
  type SiteLocation,
  type SiteTarget,
  type SiteTargetOptions,
} from '@hearth/shared';
import { IS_PRODUCTION } from '../../lib/build-env';

// Host → agent resolution lives in @hearth/shared (the remotes' standalone harnesses use it too); the shell
// applies its build flag: production builds ignore the www debug switches.
export { WWW_DEBUG_STORAGE_KEY, loadSite, isUnknownAgentError } from '@hearth/shared';
export type { SiteLocation, SiteTarget, ResolvedSite } from '@hearth/shared';

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
