import type { Query, QueryClient } from '@tanstack/react-query';
import { bus } from '@hearth/shared';

/** A query that drives the spinner now: it asks for it, is fetching, and has nothing to show yet. */
function drivesSpinner(query: Query): boolean {
  return (
    query.meta?.globalSpinner === true &&
    query.state.fetchStatus === 'fetching' &&
    query.state.data === undefined
  );
}

/**
 * Drives the shell's full-screen spinner from the query cache: `fetch:start` when a query with
 * `meta.globalSpinner` starts a load while it has no data (first visit, a page never seen, a Retry after a
 * failure), `fetch:end` when that load settles, is cancelled or the query is removed. Cached data (back
 * navigation) and background refetches never show it. Returns the unsubscribe function.
 */
export function connectGlobalSpinner(client: QueryClient): () => void {
  const active = new Set<string>();
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed' && event.type !== 'added') return;
    const { query } = event;
    const was = active.has(query.queryHash);
    const now = event.type !== 'removed' && drivesSpinner(query);
    if (now && !was) {
      active.add(query.queryHash);
      bus.emit('fetch:start');
    } else if (!now && was) {
      active.delete(query.queryHash);
      bus.emit('fetch:end');
    }
  });
}
