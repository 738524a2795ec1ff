import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../query/query-client';

/**
 * A fresh QueryClient for one test: the platform defaults (so caching and the global spinner behave as in the
 * shell) with retries off and no garbage-collection timers left running after the test.
 */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } });
}
