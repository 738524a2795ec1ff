/** At most this long: a hidden page paints no frames, and what waits must still happen. */
const LONGEST_WAIT_MS = 200;

let firstPaint: Promise<void> | undefined;

/**
 * Resolves once the browser has reported the page's first contentful paint (the Paint Timing entry, recorded when
 * that frame was presented, which can be after the task following the frame); at once where Paint Timing is
 * missing. Once per page: later calls find the buffered entry.
 */
function firstContentfulPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const types =
      typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
    if (!types.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return firstPaint;
}

function afterFrame(): Promise<void> {
  // A task queued from the next animation frame runs after that frame's paint.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves once the browser has painted the current frame and the page's first contentful paint has been
 * presented, or after 200 ms at most. For work the first screen does not need (a secondary widget, the phone
 * formatter): it starts right after the page's first paint instead of competing with it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    const timer = setTimeout(resolve, LONGEST_WAIT_MS);
    void Promise.all([afterFrame(), firstContentfulPaint()]).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
