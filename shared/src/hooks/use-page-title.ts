import { useEffect } from 'react';
import { useConfigStore } from '../config/config-store';
import { useSiteStore } from '../stores/site-store';
import { nativeBridge } from '../bridge/native-bridge';

/**
 * Document title rule (spec): the route's own title, else the agent's website title, else the product
 * (app) title, else the default "Hearth". On hybrid pages the title also goes to the native nav bar.
 */
export function resolveTitle(
  routeTitle: string | null | undefined,
  websiteTitle: string | null | undefined,
  productName: string | null | undefined,
): string {
  return [routeTitle, websiteTitle, productName].find((t) => t && t.trim()) ?? 'Hearth';
}

export function usePageTitle(routeTitle?: string | null, options: { native?: boolean } = {}): void {
  const websiteTitle = useSiteStore((s) => s.agent?.website_title ?? null);
  const productName = useConfigStore((s) => s.config?.productName ?? null);
  const native = options.native ?? window.location.pathname.startsWith('/hybrid/');
  useEffect(() => {
    const title = resolveTitle(routeTitle, websiteTitle, productName);
    document.title = title;
    if (native && routeTitle) nativeBridge.setNavTitle(routeTitle);
  }, [routeTitle, websiteTitle, productName, native]);
}
