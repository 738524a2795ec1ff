/** What is left until the start: whole days, hours, minutes and seconds (all 0 once it has started). */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  started: boolean;
}

/** Splits the time from `now` to `start` (epoch ms) into counters; never negative. */
export function remainingUntil(start: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((start - now) / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    started: total === 0,
  };
}

/** The ceremony when the runtime config has no `awards2020`: the 2020 date, no links. */
export const AWARDS_2020_DEFAULT = { startsAt: '2020-12-19T19:00:00-05:00', social: [] } as const;

/**
 * Loads the page's modules one after the other (the original page loaded its scripts in sequence); resolves with
 * their exports in order.
 */
export async function loadInSequence<const T extends readonly (() => Promise<unknown>)[]>(
  loaders: T,
): Promise<{ [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const out: unknown[] = [];
  for (const load of loaders) out.push(await load());
  return out as { [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
