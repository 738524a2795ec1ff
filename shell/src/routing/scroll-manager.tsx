import { useEffect, useRef } from 'react';
import { useLocation } from '@hearth/shared/router';

export const ANCHOR_WAIT_MS = 5000;

function findAnchor(doc: Document, hash: string): HTMLElement | null {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep raw */
  }
  if (!id) return null;
  return doc.getElementById(id) ?? doc.querySelector<HTMLElement>(`[name="${CSS.escape(id)}"]`);
}

/**
 * Scroll for a navigation: to the hash anchor if there is one, else to the top. The anchor may be rendered
 * lazily (a remote page still loading), so wait for it with a MutationObserver for at most `waitMs`; if it never
 * shows up, stay at the top (`toTop: false`: stay where the page is). Returns a cancel function.
 */
export function scrollForNavigation(
  hash: string,
  options: { doc?: Document; win?: Window; waitMs?: number; toTop?: boolean } = {},
): () => void {
  const doc = options.doc ?? document;
  const win = options.win ?? window;
  const waitMs = options.waitMs ?? ANCHOR_WAIT_MS;
  if (options.toTop ?? true) win.scrollTo(0, 0);
  if (!hash || hash === '#') return () => undefined;
  const now = findAnchor(doc, hash);
  if (now) {
    now.scrollIntoView();
    return () => undefined;
  }
  let done = false;
  const observer = new MutationObserver(() => {
    const el = findAnchor(doc, hash);
    if (el) {
      finish();
      el.scrollIntoView();
    }
  });
  const timer = win.setTimeout(() => finish(), waitMs);
  function finish() {
    if (done) return;
    done = true;
    observer.disconnect();
    win.clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return finish;
}

/**
 * Applies `scrollForNavigation` on every navigation (new history entry, new path or new hash). Not to the top on the
 * page's load: the browser placed it there, and a visitor may have scrolled a server-rendered page before its app
 * code ran (ADR 0041); only a hash anchor rendered late (the static page) is scrolled to.
 */
export function ScrollManager() {
  const { key, pathname, hash } = useLocation();
  const loaded = useRef(false);
  useEffect(() => {
    const toTop = loaded.current;
    loaded.current = true;
    return scrollForNavigation(hash, { toTop });
  }, [key, pathname, hash]);
  return null;
}
