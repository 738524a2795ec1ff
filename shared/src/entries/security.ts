// `@hearth/shared/security`: Links from data: http(s) only, allowed hosts.
// An ordinary entry point, bundled and tree-shaken by each container (not the federation singleton): it reaches
// the singleton's stores, bus and i18n only through `@hearth/shared`.
export { safeHttpUrl, withHttpsScheme, hostsOf } from '../security/safe-url';
// Deep-link identity (ADR 0023): the canonical share URL (the address bar's clean-up is the entry's: `/early`).
export { shareableUrl, withoutIdentity, IDENTITY_PARAMS, PERSONAL_PARAMS } from '../deep-links/shareable-url';
