import { resolveOwner } from '../routing/route-table';
import { isHybridPath, isListingPath, isMapPath } from '../lib/paths';

export interface ChromeVisibility {
  /** `agent`: the agent header; `www`: the world-wide portal's top navigation; null: none. */
  header: 'agent' | 'www' | null;
  /** The agent banner. */
  banner: boolean;
  footer: 'agent' | 'www' | null;
}

/**
 * A hybrid page is an existing page under /hybrid/. An unknown /hybrid/... path is a 404 page and gets the
 * normal chrome (the 404 always shows inside the site layout).
 */
export function isHybridPage(pathname: string): boolean {
  return isHybridPath(pathname) && resolveOwner(pathname) !== null;
}

/**
 * Which chrome a page shows (spec "Layout"):
 * - agent header: hidden in www mode and on /map;
 * - banner: hidden in www mode, on /map and on listing pages (/listings, /listing/{id});
 * - agent footer: hidden in www mode, on hybrid pages and on /map.
 * In www mode the portal's own top navigation and footer replace them (not on /map, which has its own search header).
 * Decision: nothing is shown on hybrid pages (the native app shows its own nav bar).
 */
export function chromeVisibility(pathname: string, www: boolean): ChromeVisibility {
  if (isMapPath(pathname) || isHybridPage(pathname)) return { header: null, banner: false, footer: null };
  if (www) return { header: 'www', banner: false, footer: 'www' };
  return { header: 'agent', banner: !isListingPath(pathname), footer: 'agent' };
}
