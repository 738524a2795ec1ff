// `@hearth/shared/route-elements`: Remote routes as elements: lazy pages, prefetch on match, page chunks ahead of render.
// An ordinary entry point, bundled and tree-shaken by each container (not the federation singleton): it reaches
// the singleton's stores, bus and i18n only through `@hearth/shared`.
export {
  withLazyElements,
  preloadRoutePages,
  runRoutePrefetch,
  routePrefetchesSettled,
  startRouteLoads,
} from '../federation/route-elements';
