import type { QueryClient } from '@tanstack/react-query';
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

/** Resolves once no query of the page is fetching (the route's prefetch is in, or failed). */
export function queriesSettled(queryClient: QueryClient): Promise<void> {
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
