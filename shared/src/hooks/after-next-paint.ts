/** At most this long: a hidden page paints no frames, and what waits must still happen. */
const LONGEST_WAIT_MS = 200;

/**
 * Resolves once the browser has painted the current frame (a task queued from the next animation frame runs after
 * that frame's paint), or after 200 ms at most. For work the first screen does not need (a secondary widget, the
 * phone formatter): it starts right after the page's first paint instead of competing with it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    const timer = setTimeout(resolve, LONGEST_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
