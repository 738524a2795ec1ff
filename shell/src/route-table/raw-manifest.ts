// Entry-chunk safe: no React, no valibot, no @hearth/shared at run time (see route-table.ts).
import type { PrefixSource, RemotePrefixes } from './route-table';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function optionalBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * The remotes (name, entry, prefixes) of an UNVALIDATED remotes.json body, leniently: anything malformed is
 * skipped. Only for the entry chunk's preload of the owner's code (a hint; the bootstrap validates the file with
 * valibot).
 */
export function remotesFromRawManifest(
  raw: unknown,
): Array<RemotePrefixes<string> & { entry: string | null }> {
  const list = isRecord(raw) && Array.isArray(raw.remotes) ? raw.remotes : [];
  return list.filter(isRecord).flatMap((r) => {
    if (typeof r.name !== 'string') return [];
    const prefixes = (Array.isArray(r.prefixes) ? r.prefixes : [])
      .filter(isRecord)
      .flatMap((p): PrefixSource[] =>
        typeof p.path === 'string' && p.path.startsWith('/')
          ? [
              {
                path: p.path,
                hybrid: optionalBoolean(p.hybrid),
                header: optionalBoolean(p.header),
                banner: optionalBoolean(p.banner),
                footer: optionalBoolean(p.footer),
              },
            ]
          : [],
      );
    return [{ name: r.name, entry: typeof r.entry === 'string' ? r.entry : null, prefixes }];
  });
}
