// Entry-chunk safe: no imports. When the browser fetches the app's code (ADR 0041), decided by the server and
// carried out by the page's head: the shell's entry, or on an `after-load` page the shell's starter
// (`shell/src/app-start.ts`), which asks for the entry later.

/**
 * - `after-load`: the server rendered the page's content. The page reads without the app's code, so the code is
 *   fetched once the page has loaded (its stylesheets and pictures in) and painted: it never competes with them
 *   for the network or the main thread.
 * - `at-once`: the browser still has content to render (an owner the server could not load, data it did not get
 *   in time), or there is no plan (the static page): the code is fetched at once, as early as it can be.
 */
export type AppCodeStart = 'after-load' | 'at-once';

/** The latest the code waits on a server-rendered page: a picture that never arrives does not hold it back. */
export const APP_CODE_WAIT_MAX_MS = 3000;

/** The server's choice for a page: `after-load` only when it rendered the content and had all of its data. */
export function appCodeStartOf(page: { contentRendered: boolean; dataPending: boolean }): AppCodeStart {
  return page.contentRendered && !page.dataPending ? 'after-load' : 'at-once';
}

/**
 * The server's copy of the browser build's head for an `after-load` page. The entry's script becomes the starter's
 * (`starterSrc`, a small script of its own), which names the entry in `data-entry`: every request the page starts
 * before it is painted counts against its LCP, and the entry (the federation runtime) is the largest. The start-up
 * chunks' preloads (ADR 0013, there for the static page's client-side render) are dropped too.
 */
export function headForAfterLoad(head: string, starterSrc: string): string {
  const entry = /<script defer="defer" src="([^"]+)" fetchpriority="high"><\/script>/;
  if (!entry.test(head)) throw new Error('[app-code-start] the template has no high-priority entry script');
  return head
    .replace(
      entry,
      (_tag, src: string) => `<script defer="defer" src="${starterSrc}" data-entry="${src}"></script>`,
    )
    .replace(/<link rel="preload" href="[^"]+\.js" as="script">/g, '');
}

/** Calls `then` once the page's first contentful paint is on screen (at once where paints are not observable). */
function afterFirstPaint(win: Window, then: () => void): void {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    then();
    return;
  }
  const observer = new Observer((list: PerformanceObserverEntryList) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Resolves when an `after-load` page may ask for its app code: after the window's load event, the page's first
 * contentful paint and two frames, or APP_CODE_WAIT_MAX_MS after the call at the latest. The load event can come
 * before the first paint (a small page, its pictures cached): the code waits for both.
 */
export function whenAppCodeMayStart(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      win.clearTimeout(bound);
      resolve();
    };
    const bound = win.setTimeout(go, APP_CODE_WAIT_MAX_MS);
    // After the frame that shows the loaded page is on screen: the frame after it has begun.
    const afterNextFrame = () =>
      afterFirstPaint(win, () => win.requestAnimationFrame(() => win.requestAnimationFrame(go)));
    if (win.document.readyState === 'complete') afterNextFrame();
    else win.addEventListener('load', afterNextFrame, { once: true });
  });
}
