// `@hearth/shared/links`: typed links into another container, bound at run time through remotes.json (ADR 0029).
// An ordinary entry point, bundled per container: it reads the bound table from the singleton `@hearth/shared`.
export {
  routeRefs,
  type RouteRefs,
  type RouteRefSpec,
  type PathParams,
  type PathParamNames,
  type LinkOptions,
  type HrefArgs,
  type QueryValue,
} from '../links/route-refs';
export { hrefTo, fillPath } from '../links/href-to';
export { useRouteHref, routeHref, type RouteHref } from '../links/use-route-href';
export { RouteLink, type RouteLinkProps } from '../links/route-link';
export { ownPages, type OwnPages, type PageIdentity, type PageRefSpec } from '../links/own-pages';
