// Runs in the ENTRY chunk (see early-preload.ts): no runtime import of @hearth/shared, no valibot.
import { parseWidgetContract, type WidgetContract } from '@hearth/shared/early';

/** A remote's `route-chunks.json` (written by shared/tooling/route-chunks-plugin.cjs), as far as it is trusted. */
export interface RouteChunks {
  routes: string[];
  pages: { path: string; files: string[] }[];
  /**
   * Each other exposed module (the home's widgets), by expose name (`./featured-listings`): its files, and its
   * widget contract (ADR 0030: primary, deferral, reserved height).
   */
  exposes: Record<string, { files: string[]; contract: WidgetContract }>;
}

/** A file name beside the remote entry: no directory, scheme or query (anything else is ignored). */
const FILE = /^[\w.~-]+\.(?:js|css)$/;

function files(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const { js, css } = value as { js?: unknown; css?: unknown };
  return [css, js].flatMap((list) =>
    Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && FILE.test(f)) : [],
  );
}

/** Reads an untrusted `route-chunks.json` body; anything malformed is dropped, never thrown. */
export function parseRouteChunks(raw: unknown): RouteChunks {
  if (!raw || typeof raw !== 'object') return { routes: [], pages: [], exposes: {} };
  const { routes, pages, exposes } = raw as { routes?: unknown; pages?: unknown; exposes?: unknown };
  const named = exposes && typeof exposes === 'object' ? Object.entries(exposes) : [];
  return {
    routes: files(routes),
    pages: (Array.isArray(pages) ? pages : []).flatMap((page: unknown) => {
      const p = page as { path?: unknown } | null;
      return p && typeof p.path === 'string' && p.path.startsWith('/')
        ? [{ path: p.path, files: files(p) }]
        : [];
    }),
    exposes: Object.fromEntries(
      named
        .filter(([name]) => /^\.\/[\w-]+$/.test(name))
        .map(([name, value]) => [name, { files: files(value), contract: parseWidgetContract(value) }]),
    ),
  };
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * How well a route pattern (`/a/:id`, `/a/:id?`, `/a/*`) matches a path, like the router (segments, case-insensitive):
 * the number of static segments, or -1 for no match.
 */
export function patternScore(pattern: string, pathname: string): number {
  const want = segments(pattern);
  const have = segments(pathname.split(/[?#]/, 1)[0]!);
  let score = 0;
  for (let i = 0; i < want.length; i++) {
    const seg = want[i]!;
    if (seg === '*') return score;
    const value = have[i];
    if (seg.startsWith(':')) {
      if (value === undefined && !seg.endsWith('?')) return -1;
      continue;
    }
    if (value === undefined) return seg.endsWith('?') ? score : -1;
    let decoded = value;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      /* keep the raw segment */
    }
    if (seg.replace(/\?$/, '').toLowerCase() !== decoded.toLowerCase()) return -1;
    score += 1;
  }
  return have.length <= want.length ? score : -1;
}

/** The files to preload for a path: the `./routes` module's, then the best matching page's. */
export function filesForPath(chunks: RouteChunks, pathname: string): string[] {
  let best: { score: number; files: string[] } | null = null;
  for (const page of chunks.pages) {
    const score = patternScore(page.path, pathname);
    if (score >= 0 && (!best || score > best.score)) best = { score, files: page.files };
  }
  return [...new Set([...chunks.routes, ...(best?.files ?? [])])];
}
