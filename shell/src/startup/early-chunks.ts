// Runs in the ENTRY chunk (index.ts): no runtime import of @hearth/shared or of anything that imports it.
import { matchShellRoute, type ShellRoute } from '../route-table/route-table';
import { addLink } from './early-links';

const META = 'meta[name="hearth-chunk-groups"]';
/** A file of the shell's own build: a root-relative, hashed .js or .css name (chunk-groups-plugin.cjs writes them). */
const SHELL_FILE = /^\/[\w-]+\.[0-9a-f]{8}\.(?:js|css)$/;

/**
 * Preloads the files of one of the shell's named chunk groups (e.g. `page-home`), as listed in index.html by the
 * build (`<meta name="hearth-chunk-groups">`): the chunk downloads while the start-up chunks do, and the later
 * `import()` finds it in the cache. Anything missing, malformed or not a plain file of the shell is skipped.
 */
export function preloadChunkGroup(name: string): void {
  const raw = document.head.querySelector<HTMLMetaElement>(META)?.content;
  if (!raw) return;
  let groups: unknown;
  try {
    groups = JSON.parse(raw);
  } catch {
    return;
  }
  const files: unknown =
    groups && typeof groups === 'object' ? (groups as Record<string, unknown>)[name] : null;
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || !SHELL_FILE.test(file)) continue;
    addLink('preload', file, file.endsWith('.css') ? 'style' : 'script', false);
  }
}

/** The chunk group of each lazy shell page (its `webpackChunkName` in routing/router.tsx). */
const SHELL_PAGE_GROUPS: Partial<Record<ShellRoute, string>> = {
  '/': 'page-home',
  '/hybrid/success': 'page-hybrid-success',
};

/**
 * At start-up, the page chunk of a shell page (the home, the success page): it is known from the path alone, so it
 * downloads with the start-up chunks instead of after the bootstrap has run (`preloadAppPage` then finds it).
 */
export function preloadShellPage(pathname: string): void {
  const route = matchShellRoute(pathname);
  const group = route ? SHELL_PAGE_GROUPS[route] : undefined;
  if (group) preloadChunkGroup(group);
}
