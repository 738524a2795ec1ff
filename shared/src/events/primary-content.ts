/** At most this long per hold: a slow or dead remote never keeps the secondary work back for good. */
export const LONGEST_HOLD_MS = 3000;

const holds = new Map<string, ReturnType<typeof setTimeout>>();
let waiters: Array<() => void> = [];

function flush(): void {
  if (holds.size > 0) return;
  const ready = waiters;
  waiters = [];
  for (const resolve of ready) resolve();
}

/**
 * Marks the page's primary content (a home's first-screen widget) as still coming, under a key (the widget's id):
 * holding twice under one key is one hold. Released by `releasePrimaryContent`, or after `LONGEST_HOLD_MS`.
 */
export function holdPrimaryContent(key: string): void {
  if (holds.has(key)) return;
  holds.set(
    key,
    setTimeout(() => releasePrimaryContent(key), LONGEST_HOLD_MS),
  );
}

/** The primary content under `key` has shown (or failed, or left the page). Unknown keys are ignored. */
export function releasePrimaryContent(key: string): void {
  const timer = holds.get(key);
  if (timer === undefined) return;
  clearTimeout(timer);
  holds.delete(key);
  flush();
}

/** Whether some primary content is still coming (then `afterPrimaryContent` waits). */
export function primaryContentPending(): boolean {
  return holds.size > 0;
}

/**
 * Resolves once no primary content is being held: at once on pages that declare none. For work the first screen
 * does not show (the phone formatter's library): it downloads and runs after the page's main content instead of
 * competing with it.
 */
export function afterPrimaryContent(): Promise<void> {
  if (holds.size === 0) return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}
