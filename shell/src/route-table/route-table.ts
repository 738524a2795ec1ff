// Type-only import: this module also runs in the entry chunk (early preload), before shared modules exist. No
// React, no valibot, no @hearth/shared at run time.
import type { RemoteName } from '@hearth/shared';

/**
 * Route ownership: which container renders a path. The shell compiles in only its own routes; each remote's path
 * prefixes come from remotes.json (`prefixes`, shipped by the remote's build), so a remote team adds a top-level
 * path by redeploying itself and its remotes.json entry, without rebuilding the shell.
 *
 * Matching is per path segment and case-insensitive (like react-router): the prefix `/listing` owns `/listing`
 * and `/listing/42`, not `/listings`. The shell's own routes are exact paths and win; among remote prefixes the
 * longest wins. A path nobody owns is a 404 rendered by the shell without downloading any remote code.
 *
 * The table is validated when it is built: a prefix equal to or nested in another remote's prefix is rejected for
 * both remotes, and a prefix covering a shell route is rejected; the paths under a rejected prefix show the remote
 * fallback (with Retry, which reads remotes.json again), never a blank page or the wrong remote.
 */
export type RouteOwner = 'shell' | RemoteName;

import { HYBRID_CHROME, PUBLIC_CHROME, refineChrome, type ChromeHints, type PageChrome } from './page-chrome';
import { getRouteTable } from './route-table-state';
import { SHELL_PAGES, type ShellPage } from './shell-pages';

export { HYBRID_CHROME, PUBLIC_CHROME, refineChrome, type ChromeHints, type PageChrome };
export { getRouteTable, setRouteTable, subscribeRouteTable } from './route-table-state';

/**
 * Shell routes (exact): the paths of the shell's pages (shell-pages.ts), the bridge panel's included in every
 * build. Sign-in / register is an overlay, not a route; the layout wraps everything.
 */
export type ShellRoute = ShellPage['path'];
export const SHELL_ROUTES: readonly ShellRoute[] = SHELL_PAGES.map((page) => page.path);

const SHELL_CHROME = new Map<ShellRoute, PageChrome>(
  SHELL_PAGES.map((page) => [page.path, refineChrome(page.handle)]),
);

/** One prefix as remotes.json gives it. */
export interface PrefixSource extends ChromeHints {
  path: string;
}

/** A remote and its prefixes (a remotes.json entry). */
export interface RemotePrefixes<N extends string = RemoteName> {
  name: N;
  prefixes: readonly PrefixSource[];
}

/** Why a prefix was rejected. `with` is the other remote, or `shell` when it covers one of the shell's routes. */
export interface RouteConflict<N extends string = RemoteName> {
  remote: N;
  prefix: string;
  with: N | 'shell';
  withPath: string;
  message: string;
}

interface PrefixEntry<N extends string> {
  owner: N;
  /** Normalised: lower case, no trailing or double slash. */
  prefix: string;
  segs: string[];
  chrome: PageChrome;
  conflicts: RouteConflict<N>[];
}

/** `ready`: built from remotes.json. `unavailable`: remotes.json could not be read, no owner is known. */
export interface RouteTable<N extends string = RemoteName> {
  status: 'ready' | 'unavailable';
  /** Longest prefix first. */
  entries: PrefixEntry<N>[];
  conflicts: RouteConflict<N>[];
}

export type RouteMatch<N extends string = RemoteName> =
  | { kind: 'shell'; route: ShellRoute; chrome: PageChrome }
  | { kind: 'remote'; owner: N; prefix: string; chrome: PageChrome }
  /** Under a prefix the table rejected: the remote fallback (with Retry). */
  | { kind: 'rejected'; prefix: string; conflicts: RouteConflict<N>[]; chrome: PageChrome }
  /** remotes.json could not be read: the remote fallback (with Retry). */
  | { kind: 'unavailable'; chrome: PageChrome }
  /** Nobody owns it: the shell's 404, no remote code. */
  | { kind: 'none'; chrome: PageChrome };

function segments(path: string): string[] {
  return path.split(/[?#]/, 1)[0]!.toLowerCase().split('/').filter(Boolean);
}

function startsWithSegments(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= path.length && prefix.every((seg, i) => seg === path[i]);
}

const SHELL_INDEX = SHELL_ROUTES.map((route) => ({ route, segs: segments(route) }));

/**
 * Builds and validates the ownership table from the remotes' prefixes. Never throws: conflicts are returned (and
 * their prefixes kept as rejected entries, so that their paths show the fallback instead of the 404).
 */
export function buildRouteTable<N extends string>(remotes: readonly RemotePrefixes<N>[]): RouteTable<N> {
  const entries: PrefixEntry<N>[] = [];
  const seen = new Set<string>();
  for (const remote of remotes) {
    for (const source of remote.prefixes) {
      const segs = segments(source.path);
      const prefix = `/${segs.join('/')}`;
      if (seen.has(`${remote.name} ${prefix}`)) continue; // listed twice by the same remote
      seen.add(`${remote.name} ${prefix}`);
      entries.push({ owner: remote.name, prefix, segs, chrome: refineChrome(source), conflicts: [] });
    }
  }

  const conflicts: RouteConflict<N>[] = [];
  const reject = (entry: PrefixEntry<N>, conflict: Omit<RouteConflict<N>, 'remote' | 'prefix'>) => {
    const full = { remote: entry.owner, prefix: entry.prefix, ...conflict };
    entry.conflicts.push(full);
    conflicts.push(full);
  };

  // 1. A prefix covering a shell route (`/`, `/hybrid`, `/not`, `/hybrid/success`...): the shell's routes win.
  for (const entry of entries) {
    const shell = SHELL_INDEX.find((s) => startsWithSegments(s.segs, entry.segs));
    if (shell) {
      reject(entry, {
        with: 'shell',
        withPath: shell.route,
        message: `[hearth] remotes.json: ${entry.owner} claims ${entry.prefix}, which covers the shell route ${shell.route}: prefix rejected (its paths show the remote fallback)`,
      });
    }
  }

  // 2. Two remotes claiming the same prefix, or one nested in the other: rejected for both (no silent winner).
  const candidates = entries.filter((e) => !e.conflicts.length);
  for (let i = 0; i < candidates.length; i++) {
    for (let j = i + 1; j < candidates.length; j++) {
      const a = candidates[i]!;
      const b = candidates[j]!;
      if (a.owner === b.owner) continue; // nesting inside one remote is fine (chrome per sub-prefix)
      if (!startsWithSegments(a.segs, b.segs) && !startsWithSegments(b.segs, a.segs)) continue;
      const how =
        a.prefix === b.prefix
          ? `${a.owner} and ${b.owner} both claim ${a.prefix}`
          : `${a.owner}'s prefix ${a.prefix} overlaps ${b.owner}'s prefix ${b.prefix}`;
      const message = `[hearth] remotes.json: ${how}: rejected for both (their paths show the remote fallback)`;
      reject(a, { with: b.owner, withPath: b.prefix, message });
      reject(b, { with: a.owner, withPath: a.prefix, message });
    }
  }

  entries.sort((x, y) => y.segs.length - x.segs.length);
  // One message per conflict (an overlap is recorded on both sides).
  const unique = conflicts.filter((c, i) => conflicts.findIndex((d) => d.message === c.message) === i);
  return { status: 'ready', entries, conflicts: unique };
}

/** The table while remotes.json is unknown (before start-up, or when it could not be read). */
export function unavailableRouteTable<N extends string = RemoteName>(): RouteTable<N> {
  return { status: 'unavailable', entries: [], conflicts: [] };
}

/** The shell route a path is, if any (exact, trailing slash and case ignored). */
export function matchShellRoute(pathname: string): ShellRoute | null {
  const key = segments(pathname).join('/');
  return SHELL_INDEX.find((s) => s.segs.join('/') === key)?.route ?? null;
}

/** Who renders a path, and its chrome before any remote code arrives (first paint). */
export function matchRoute(pathname: string): RouteMatch;
export function matchRoute<N extends string>(pathname: string, table: RouteTable<N>): RouteMatch<N>;
export function matchRoute(
  pathname: string,
  table: RouteTable<string> = getRouteTable(),
): RouteMatch<string> {
  const shell = matchShellRoute(pathname);
  if (shell) return { kind: 'shell', route: shell, chrome: SHELL_CHROME.get(shell) ?? PUBLIC_CHROME };
  if (table.status === 'unavailable') return { kind: 'unavailable', chrome: PUBLIC_CHROME };
  const segs = segments(pathname);
  const entry = table.entries.find((e) => startsWithSegments(segs, e.segs));
  if (!entry) return { kind: 'none', chrome: PUBLIC_CHROME };
  if (entry.conflicts.length) {
    // Every entry for this exact prefix (two remotes claiming it): the fallback names them all.
    const same = table.entries.filter((e) => e.prefix === entry.prefix).flatMap((e) => e.conflicts);
    return { kind: 'rejected', prefix: entry.prefix, conflicts: same, chrome: entry.chrome };
  }
  return { kind: 'remote', owner: entry.owner, prefix: entry.prefix, chrome: entry.chrome };
}

/** The remote owning a path (null for shell routes, unowned, rejected or unknown paths). */
export function resolveRemoteOwner(pathname: string, table: RouteTable = getRouteTable()): RemoteName | null {
  const match = matchRoute(pathname, table);
  return match.kind === 'remote' ? match.owner : null;
}

/**
 * Whether a route pattern a remote declares (e.g. `/listing/:id`, `/hybrid/vendor/*`) lies under that remote's
 * prefixes. The static head of the pattern must be owned: `/:slug` or `/hybrid/:x` are owned by nobody.
 */
export function isPatternOwnedBy(
  remote: RemoteName,
  pattern: string,
  table: RouteTable = getRouteTable(),
): boolean {
  if (!pattern.startsWith('/')) return false;
  const segs = segments(pattern);
  const firstDynamic = segs.findIndex((s) => s.startsWith(':') || s.includes('*'));
  const head = firstDynamic === -1 ? segs : segs.slice(0, firstDynamic);
  return resolveRemoteOwner(`/${head.join('/')}`, table) === remote;
}
