// `@hearth/shared/harness`: A remote's standalone dev harness (never in the production singleton).
// An ordinary entry point, bundled and tree-shaken by each container (not the federation singleton): it reaches
// the singleton's stores, bus and i18n only through `@hearth/shared`.
export { startRemoteHarness, harnessRoutes, staticPaths } from '../federation/remote-harness';
