import type { QueryClient } from '@tanstack/react-query';
import { routePrefetchesSettled } from '@hearth/shared/route-elements';
import { settleWithin } from '../federation/remote-errors';

// The server's budgets (ADR 0033): what is not done in time is left to the browser, never waited for.

/** `work`, or a rejection naming the budget once `ms` have passed. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return settleWithin(work, ms, () => new Error(`${what}: over the server's budget (${ms} ms)`));
}

/** Resolves within `ms` to what `work` gave, or to undefined (the browser then does the rest). */
export function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  return withDeadline(work, ms, 'page').catch((error: unknown) => {
    console.error('[server]', error);
    return undefined;
  });
}

/**
 * Resolves once the route's prefetches have settled (one may ask in steps, with nothing fetching between them) and no
 * query of the page is fetching: everything is in, or failed.
 */
export async function queriesSettled(queryClient: QueryClient): Promise<void> {
  await routePrefetchesSettled(queryClient);
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) {
      resolve();
      return;
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}
