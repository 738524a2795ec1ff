// `@hearth/shared/site`: Site resolution (host → www or agent) and the agent/user endpoints it calls (shell and harnesses),
// and the hybrid pages' app user by uid (remote-coupons, remote-listings).
// An ordinary entry point, bundled and tree-shaken by each container (not the federation singleton): it reaches
// the singleton's stores, bus and i18n only through `@hearth/shared`.
export { getAgentProfile } from '../api/cmis/get-agent-profile';
export { getUserInfo } from '../api/cmis/get-user-info';
export { loginByUid } from '../api/cmis/login-uid';
export {
  WWW_DEBUG_STORAGE_KEY,
  resolveSiteTarget,
  loadSite,
  resolveSiteIntoStore,
  isUnknownAgentError,
  completeAgent,
  type SiteTarget,
  type SiteTargetOptions,
  type SiteLocation,
  type ResolvedSite,
} from '../site/resolve-site';
