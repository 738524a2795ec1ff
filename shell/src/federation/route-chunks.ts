import { parseWidgetContract, type WidgetContract } from '@hearth/shared/early';

/** A remote's `route-chunks.json` (written by shared/tooling/route-chunks-plugin.cjs), as far as the shell reads it. */
export interface RouteChunks {
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
  const exposes = raw && typeof raw === 'object' ? (raw as { exposes?: unknown }).exposes : null;
  const named = exposes && typeof exposes === 'object' ? Object.entries(exposes) : [];
  return {
    exposes: Object.fromEntries(
      named
        .filter(([name]) => /^\.\/[\w-]+$/.test(name))
        .map(([name, value]) => [name, { files: files(value), contract: parseWidgetContract(value) }]),
    ),
  };
}
