// `@hearth/shared/head`: the page head as data from the route (ADR 0032): `headFor`, `headTagsHtml` (server),
// `applyHead` (browser) and their types. An ordinary entry point, bundled and tree-shaken by each container (not the
// federation singleton); pure code, no React and no store, so a Node server imports it as it is.
export {
  headFor,
  httpUrl,
  resolveTitle,
  type PageHead,
  type HeadInput,
  type HeadRequest,
  type HeadAlternate,
  type HeadLocale,
  type JsonLd,
  type JsonValue,
} from '../head/page-head';
export { headTags, headTagsHtml, jsonLdText, escapeHtml, HEAD_ATTR, type HeadTag } from '../head/head-tags';
export { applyHead } from '../head/apply-head';
export { HeadCollectorContext, type HeadCollector } from '../head/head-collector';
export { routeHeadOf, type RouteHead, type RouteHeadContext, type HeadSite } from '../head/route-head';
