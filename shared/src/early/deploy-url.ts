// Entry-chunk safe (the shell's early requests use it before the shared singletons exist): no imports.

/** The bound of a deploy file's request (runtime-config.json, remotes.json), body included. */
export const DEPLOY_FILE_TIMEOUT_MS = 15_000;

/** `/api/cmis`, `/mf/remote_listings/mf-manifest.json`: one leading slash (`//host` and `/\host` are not paths). */
const ROOT_RELATIVE = /^\/(?![/\\])/;

function pageOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

/**
 * A deploy file's URL may be root-relative: the site's own origin serves it, through the gateway in front of the API
 * and the remotes (one origin per site, ADR 0017). It is resolved against the page's origin; any other value is
 * returned as it is, for the schema to judge.
 */
export function resolveDeployUrl(value: unknown, origin: string | undefined = pageOrigin()): unknown {
  if (typeof value !== 'string' || !origin || !ROOT_RELATIVE.test(value)) return value;
  try {
    return new URL(value, origin).href;
  } catch {
    return value;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** runtime-config.json as received, with its `hosts` resolved (a copy; anything unreadable is left as it is). */
export function resolveConfigHosts(raw: unknown, origin: string | undefined = pageOrigin()): unknown {
  if (!isRecord(raw) || !isRecord(raw.hosts)) return raw;
  const hosts = Object.fromEntries(
    Object.entries(raw.hosts).map(([k, v]) => [k, resolveDeployUrl(v, origin)]),
  );
  return { ...raw, hosts };
}

/** remotes.json as received, with each remote's `entry` resolved (a copy; anything unreadable is left as it is). */
export function resolveManifestEntries(raw: unknown, origin: string | undefined = pageOrigin()): unknown {
  if (!isRecord(raw) || !Array.isArray(raw.remotes)) return raw;
  const remotes = raw.remotes.map((r: unknown) =>
    isRecord(r) ? { ...r, entry: resolveDeployUrl(r.entry, origin) } : r,
  );
  return { ...raw, remotes };
}
