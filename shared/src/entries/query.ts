// `@hearth/shared/query`: The data layer: the QueryClient factory, the global spinner link, prefetch inputs read from the stores.
// An ordinary entry point, bundled and tree-shaken by each container (not the federation singleton): it reaches
// the singleton's stores, bus and i18n only through `@hearth/shared`.
export {
  createQueryClient,
  QUERY_DEFAULTS,
  QUERY_STALE_TIME_MS,
  QUERY_GC_TIME_MS,
  type HearthQueryMeta,
} from '../query/query-client';
export { connectGlobalSpinner } from '../query/global-spinner';
export { siteAgentWhenResolved, ltypeNow } from '../query/prefetch-inputs';
