// Type-only import: this module also runs in the entry chunk (early preload), before shared modules exist.
import type { RemoteName } from '@hearth/shared';

/**
 * Route ownership: which container renders a path. The shell bakes in only this table (path prefixes), never a
 * remote's pages, so a remote team adds a page under its own prefix and deploys without rebuilding the shell.
 *
 * Matching is per path segment and case-insensitive (like react-router): the prefix `/listing` owns `/listing`
 * and `/listing/42`, not `/listings`. The shell's own routes are exact paths and win; among remote prefixes the
 * longest wins (`/hybrid/share/list` → listings, `/hybrid/share/community` → reports). A path nobody owns is a
 * 404 rendered by the shell without downloading any remote code.
 */
export type RouteOwner = 'shell' | RemoteName;

/** Shell routes (exact). Sign-in / register is an overlay, not a route; the layout wraps everything. */
export const SHELL_ROUTES = ['/', '/not/found', '/hybrid/success', '/hybrid/test'] as const;
export type ShellRoute = (typeof SHELL_ROUTES)[number];

export const REMOTE_PREFIXES: Readonly<Record<RemoteName, readonly string[]>> = {
  remote_listings: ['/listings', '/listing', '/map', '/hybrid/share/list', '/hybrid/house'],
  remote_content: [
    '/blogs',
    '/blog',
    '/news-list',
    '/news-detail',
    '/about-agent',
    '/about',
    '/about-us',
    '/seller-guide',
    '/buyer-guide',
    '/download-app',
    '/download-app-agent',
    '/privacy-policy',
    '/terms-of-service',
    '/acceptable-use-policy',
    '/terms-of-use',
    '/home-loan',
    '/home-services',
    '/research-suburb',
    '/contact-us',
    '/marketing',
  ],
  remote_coupons: ['/hybrid/coupon', '/hybrid/services/appointment'],
  remote_vendor: ['/hybrid/vendor'],
  remote_reports: ['/daily-report', '/community-markettrend', '/hybrid/marketing', '/hybrid/share/community'],
};

function segments(path: string): string[] {
  return path.split(/[?#]/, 1)[0]!.toLowerCase().split('/').filter(Boolean);
}

function startsWithSegments(path: string[], prefix: string[]): boolean {
  return prefix.length <= path.length && prefix.every((seg, i) => seg === path[i]);
}

interface PrefixEntry {
  owner: RemoteName;
  prefix: string;
  segs: string[];
}

/** Longest prefix first. */
const PREFIX_INDEX: PrefixEntry[] = (Object.keys(REMOTE_PREFIXES) as RemoteName[])
  .flatMap((owner) => REMOTE_PREFIXES[owner].map((prefix) => ({ owner, prefix, segs: segments(prefix) })))
  .sort((a, b) => b.segs.length - a.segs.length);

const SHELL_INDEX = SHELL_ROUTES.map((p) => segments(p).join('/'));

/** The shell route a path is, if any (exact, trailing slash and case ignored). */
export function matchShellRoute(pathname: string): ShellRoute | null {
  const key = segments(pathname).join('/');
  const i = SHELL_INDEX.indexOf(key);
  return i === -1 ? null : SHELL_ROUTES[i]!;
}

/** The owner of a path, or null when nobody owns it (→ 404 in the shell). */
export function resolveOwner(pathname: string): RouteOwner | null {
  if (matchShellRoute(pathname)) return 'shell';
  const segs = segments(pathname);
  return PREFIX_INDEX.find((e) => startsWithSegments(segs, e.segs))?.owner ?? null;
}

/** The remote owning a path (null for shell routes and unowned paths). */
export function resolveRemoteOwner(pathname: string): RemoteName | null {
  const owner = resolveOwner(pathname);
  return owner && owner !== 'shell' ? owner : null;
}

/**
 * Whether a route pattern a remote declares (e.g. `/listing/:id`, `/hybrid/vendor/*`) lies under that remote's
 * prefixes. The static head of the pattern must be owned: `/:slug` or `/hybrid/:x` are owned by nobody.
 */
export function isPatternOwnedBy(remote: RemoteName, pattern: string): boolean {
  if (!pattern.startsWith('/')) return false;
  const segs = segments(pattern);
  const firstDynamic = segs.findIndex((s) => s.startsWith(':') || s.includes('*'));
  const head = firstDynamic === -1 ? segs : segs.slice(0, firstDynamic);
  return resolveOwner(`/${head.join('/')}`) === remote;
}
