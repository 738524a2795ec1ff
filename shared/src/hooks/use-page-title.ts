import { useEffect, useRef } from 'react';
import { useConfigStore, useSiteStore, nativeBridge } from '@hearth/shared';

/**
 * Document title rule (spec): the route's own title, else the agent's website title, else the product
 * (app) title, else the default "Hearth".
 */
export function resolveTitle(
  routeTitle: string | null | undefined,
  websiteTitle: string | null | undefined,
  productName: string | null | undefined,
): string {
  return [routeTitle, websiteTitle, productName].find((t) => t && t.trim()) ?? 'Hearth';
}

/**
 * Sets the document title (rule above) and, when `native` (hybrid pages), sends the page's own title to the native
 * nav bar: once for the page, and again only if that title changes (e.g. the language). A later website title or
 * product name never re-sends it. Call it in ONE place per page: remote pages get theirs from their route handle
 * (the shell's slot), shell pages call it themselves.
 */
export function usePageTitle(routeTitle?: string | null, options: { native?: boolean } = {}): void {
  const websiteTitle = useSiteStore((s) => s.agent?.website_title ?? null);
  const productName = useConfigStore((s) => s.config?.productName ?? null);
  const native = options.native ?? false;
  useEffect(() => {
    document.title = resolveTitle(routeTitle, websiteTitle, productName);
  }, [routeTitle, websiteTitle, productName]);
  // Survives StrictMode's effect replay (same instance): one bridge call per title, not per effect run.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!native || !routeTitle || sent.current === routeTitle) return;
    sent.current = routeTitle;
    nativeBridge.setNavTitle(routeTitle);
  }, [routeTitle, native]);
}
