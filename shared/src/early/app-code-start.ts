// Entry-chunk safe: no imports. When the browser fetches the app's code (ADR 0041), decided by the server, written
// into the start plan, and carried out by the shell's entry.
import { readStartPlanJson } from './start-plan';

/**
 * - `after-load`: the server rendered the page's content. The page reads without the app's code, so the code is
 *   fetched once the page has loaded (its stylesheets and pictures in) and that frame is on screen: it never
 *   competes with them for the network or the main thread.
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
 * The server's copy of the browser build's head for an `after-load` page: the start-up chunks' preloads (ADR 0013,
 * there for the static page's client-side render) and the entry's high fetch priority are dropped, so the entry
 * downloads at a script's default low priority and the rest is asked for when the entry starts the app.
 */
export function headForAfterLoad(head: string): string {
  const entry = /<script defer="defer" src="[^"]+" fetchpriority="high"><\/script>/;
  if (!entry.test(head)) throw new Error('[app-code-start] the template has no high-priority entry script');
  return head
    .replace(entry, (tag) => tag.replace(' fetchpriority="high"', ''))
    .replace(/<link rel="preload" href="[^"]+\.js" as="script">/g, '');
}

/** The page's choice, from its start plan; `at-once` without a readable one. */
export function planAppCodeStart(doc: Pick<Document, 'getElementById'> = document): AppCodeStart {
  const plan = readStartPlanJson(doc);
  const start = plan && typeof plan === 'object' ? (plan as { start?: unknown }).start : undefined;
  return start === 'after-load' ? 'after-load' : 'at-once';
}

/**
 * Resolves when the entry may start the app: at once for `at-once`; for `after-load`, after the window's load
 * event and two frames, or APP_CODE_WAIT_MAX_MS after the call at the latest.
 */
export function whenAppCodeMayStart(start: AppCodeStart, win: Window = window): Promise<void> {
  if (start === 'at-once') return Promise.resolve();
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
    const afterNextFrame = () => win.requestAnimationFrame(() => win.requestAnimationFrame(go));
    if (win.document.readyState === 'complete') afterNextFrame();
    else win.addEventListener('load', afterNextFrame, { once: true });
  });
}
