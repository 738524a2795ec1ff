/** The widget contract's loading mark: a widget sets it on what stands in for its content while that loads. */
const BUSY = '[aria-busy="true"]';

function settledImage(image: HTMLImageElement): Promise<void> {
  // decode(): once the image has loaded and can be painted (a failed one rejects: it will not get any better).
  if (typeof image.decode !== 'function') return Promise.resolve();
  return image.decode().catch(() => undefined);
}

/**
 * Resolves once `root` shows its content: nothing inside is still loading (`aria-busy="true"`, e.g. a widget's
 * skeleton while its data comes) and its eagerly loaded images (all but `loading="lazy"`) have loaded or failed.
 * A primary widget's slot counts as shown only then: a home's largest paint is its first listing photo, and the
 * page's secondary work must not take the main thread before that photo is on screen. `signal` stops the wait.
 * Never settles while something stays busy: the primary-content hold's own time limit covers that.
 */
export function contentShown(root: HTMLElement | null, signal?: AbortSignal): Promise<void> {
  if (!root) return Promise.resolve();
  const idle = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (signal?.aborted) return observer.disconnect();
      if (root.querySelector(BUSY)) return;
      observer.disconnect();
      resolve();
    };
    signal?.addEventListener('abort', () => observer.disconnect(), { once: true });
    observer.observe(root, { subtree: true, childList: true, attributeFilter: ['aria-busy'] });
    check();
  });
  return idle.then(async () => {
    const eager = Array.from(root.querySelectorAll('img')).filter(
      (img) => img.getAttribute('loading') !== 'lazy',
    );
    await Promise.all(eager.map(settledImage));
  });
}
