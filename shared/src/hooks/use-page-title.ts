import { useEffect, useRef } from 'react';
import { useConfigStore, useSiteStore, nativeBridge } from '@hearth/shared';
import { resolveTitle } from '../head/page-head';

export { resolveTitle };

/**
 * Sends the page's own title to the native nav bar when `native` (hybrid pages): once for the page, and again only
 * if that title changes (e.g. the language). A later website title or product name never re-sends it.
 */
export function useNativeNavTitle(routeTitle: string | null | undefined, native: boolean): void {
  // Survives StrictMode's effect replay (same instance): one bridge call per title, not per effect run.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!native || !routeTitle || sent.current === routeTitle) return;
    sent.current = routeTitle;
    nativeBridge.setNavTitle(routeTitle);
  }, [routeTitle, native]);
}

/**
 * Sets the document title (`resolveTitle`: the route's, else the website's, else the product's) and, when `native`
 * (hybrid pages), the native nav title, and nothing else. Pages of the platform get their whole head from
 * `usePageHead` (which does this too, ADR 0032); this stays in `/ui` for code that only titles a document.
 */
export function usePageTitle(routeTitle?: string | null, options: { native?: boolean } = {}): void {
  const websiteTitle = useSiteStore((s) => s.agent?.website_title ?? null);
  const productName = useConfigStore((s) => s.config?.productName ?? null);
  useEffect(() => {
    document.title = resolveTitle(routeTitle, websiteTitle, productName);
  }, [routeTitle, websiteTitle, productName]);
  useNativeNavTitle(routeTitle, options.native ?? false);
}
