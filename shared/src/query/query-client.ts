import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { connectGlobalSpinner } from './global-spinner';

/** What a query may declare in `meta` (typed for every `queryOptions` through TanStack's `Register`). */
export interface HearthQueryMeta extends Record<string, unknown> {
  /** The query's first load (no data yet) drives the shell's full-screen spinner (`fetch:start`/`fetch:end`). */
  globalSpinner?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: HearthQueryMeta;
  }
}

/** Data stays fresh this long: revisiting a page within it (back navigation, paging back) sends no request. */
export const QUERY_STALE_TIME_MS = 60_000;
/** Unused data stays in memory this long (TanStack's default), so a later visit paints from cache. */
export const QUERY_GC_TIME_MS = 5 * 60_000;

/**
 * The platform's query defaults (ADR 0008). Retries live in ONE place, the transport (`hostClient`: GET once more
 * on network faults and 502-504; POST never): a query retry on top would multiply requests and delay the error
 * state. `networkMode: 'always'`: offline is a `network` ApiError with Retry (ErrorState), not a paused spinner.
 */
export const QUERY_DEFAULTS: DefaultOptions = {
  queries: {
    staleTime: QUERY_STALE_TIME_MS,
    gcTime: QUERY_GC_TIME_MS,
    retry: false,
    refetchOnWindowFocus: false,
    networkMode: 'always',
  },
  mutations: { retry: false, networkMode: 'always' },
};

/**
 * A QueryClient with the platform defaults, wired to the global spinner. The shell creates exactly one for the page
 * (every remote uses it through `HearthProviders`); a remote's standalone harness creates its own; tests create one
 * per test (`createTestQueryClient`).
 */
export function createQueryClient(defaults: DefaultOptions = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, ...defaults.queries },
      mutations: { ...QUERY_DEFAULTS.mutations, ...defaults.mutations },
    },
  });
  connectGlobalSpinner(client);
  return client;
}
