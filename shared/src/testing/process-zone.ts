import { runInThisContext } from 'node:vm';

/**
 * Runs `run` with the process's time zone set to `zone`, then restores it. Node re-reads the zone when `TZ` is
 * assigned on the real `process.env` (Date and Intl follow at once); jest hands each test file a copy of
 * `process.env`, so the real one is reached through the main context. Synchronous only: the zone is restored
 * before anything awaited would run.
 */
export function inProcessZone<T>(zone: string, run: () => T): T {
  const real = (runInThisContext('process') as NodeJS.Process).env;
  const previous = real.TZ;
  real.TZ = zone;
  try {
    if (Intl.DateTimeFormat().resolvedOptions().timeZone !== zone)
      throw new Error(`the process zone did not change to ${zone}`);
    return run();
  } finally {
    if (previous === undefined) delete real.TZ;
    else real.TZ = previous;
  }
}

/** Zones other than the market's, one far ahead and one far behind, for zone-independence tests. */
export const OTHER_ZONES = ['Asia/Shanghai', 'Pacific/Honolulu'] as const;
