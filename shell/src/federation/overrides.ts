import type { RemoteManifestEntry, RemoteName } from '@hearth/shared';
import { REMOTE_NAMES } from '@hearth/shared/federation-contract';

/**
 * Runtime remote overrides (non-production only): `?remote.<name>=<entry-url>` points one remote at another build
 * (e.g. a PR preview). Remembered in localStorage until cleared; `?remote.<name>=` (empty) drops one override.
 * Only http(s) URLs are accepted. Production builds ignore both the query and the stored value; so does every build
 * on a host that is not loopback or `*.localhost` (isOverrideHost), which also forgets a stored value.
 */
import { isOverrideHost } from './override-hosts';

export const OVERRIDE_STORAGE_KEY = 'hearth:remote-overrides';
const PARAM_PREFIX = 'remote.';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

export interface EffectiveRemote extends RemoteManifestEntry {
  /** The entry came from an override, not from remotes.json. */
  overridden: boolean;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** The URL if it is an absolute http(s) URL, else null. */
export function acceptOverrideUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `remote.<name>` query parameters: accepted overrides, removals (empty value) and rejected raw entries. */
export function parseOverrideParams(search: string): {
  set: RemoteOverrides;
  remove: RemoteName[];
  rejected: string[];
} {
  const set: RemoteOverrides = {};
  const remove: RemoteName[] = [];
  const rejected: string[] = [];
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(PARAM_PREFIX)) continue;
    const name = key.slice(PARAM_PREFIX.length);
    if (!isRemoteName(name)) {
      rejected.push(`${key}=${value}`);
      continue;
    }
    if (value.trim() === '') {
      remove.push(name);
      continue;
    }
    const url = acceptOverrideUrl(value.trim());
    if (url) set[name] = url;
    else rejected.push(`${key}=${value}`);
  }
  return { set, remove, rejected };
}

function readStored(storage: StorageLike | null): RemoteOverrides {
  if (!storage) return {};
  try {
    const raw: unknown = JSON.parse(storage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    if (!raw || typeof raw !== 'object') return {};
    const out: RemoteOverrides = {};
    for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
      const url = typeof value === 'string' ? acceptOverrideUrl(value) : null;
      if (isRemoteName(name) && url) out[name] = url;
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * The overrides in force: stored ones merged with the query's, persisted back. In production: none, and storage is
 * not read or written. On a host that is not loopback or `*.localhost`: none, and a stored value is removed (one a
 * crafted link planted before this check existed).
 */
export function resolveOverrides(opts: {
  search: string;
  storage: StorageLike | null;
  production: boolean;
  /** The page's `location.hostname`. */
  hostname: string;
}): RemoteOverrides {
  if (opts.production) return {};
  if (!isOverrideHost(opts.hostname)) {
    if (/[?&]remote\./.test(opts.search))
      console.warn(`[hearth] remote overrides are accepted on loopback and *.localhost hosts only`);
    clearStoredOverrides(opts.storage);
    return {};
  }
  const { set, remove, rejected } = parseOverrideParams(opts.search);
  if (rejected.length)
    console.warn(
      `[hearth] ignored remote override(s) (unknown remote or not an http(s) URL): ${rejected.join(', ')}`,
    );
  const merged: RemoteOverrides = { ...readStored(opts.storage), ...set };
  for (const name of remove) delete merged[name];
  try {
    if (Object.keys(merged).length) opts.storage?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(merged));
    else opts.storage?.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    /* storage full or denied: overrides still apply for this page load */
  }
  return merged;
}

export function clearStoredOverrides(storage: StorageLike | null): void {
  try {
    storage?.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    /* ignore */
  }
}

/** The URL without any `remote.*` parameter (used after "Clear overrides"). */
export function withoutOverrideParams(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()])
    if (key.startsWith(PARAM_PREFIX)) url.searchParams.delete(key);
  return url.href;
}

/**
 * remotes.json entries with overrides applied. An overridden entry (or one missing from remotes.json) gets the
 * current contract major; the loaded module's `contractMajor` is what guards it.
 */
export function applyOverrides(
  entries: RemoteManifestEntry[],
  overrides: RemoteOverrides,
  contractMajor: number,
): EffectiveRemote[] {
  const out: EffectiveRemote[] = entries.map((e) => {
    const entry = overrides[e.name];
    // The manifest's `contract` describes the manifest's build, not the override: the module's own
    // `contractMajor` is still checked when it loads.
    return entry ? { ...e, entry, contract: contractMajor, overridden: true } : { ...e, overridden: false };
  });
  for (const name of REMOTE_NAMES) {
    const entry = overrides[name];
    if (entry && !out.some((e) => e.name === name))
      // Not in remotes.json: no prefixes, so it owns no path (an override changes where a remote comes from, not
      // which paths it serves).
      out.push({ name, entry, contract: contractMajor, prefixes: [], overridden: true });
  }
  return out;
}

/** localStorage, or null where it is unavailable (privacy mode, sandboxed iframe). */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
