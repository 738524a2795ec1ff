// Entry-chunk safe (shared/src/early): no runtime import of the shared singleton.
import { parseDeclaredImages, preloadDeclaredImages, type DeclaredImages } from './declared-images';
import { EARLY_GET_TIMEOUT_MS, primeEarlyGet } from './early-get';
import { cmisUrl } from './site-paths';

/**
 * A GET a remote declares for one of its exposed modules (its widget contract's `earlyGets`, ADR 0030, listed in
 * route-chunks.json), for the shell's entry to send before the module has loaded: the API host (a key of the
 * runtime config's `hosts`), the path, and the parameters in the order the API client sends them. A value is a literal, or a
 * placeholder the entry knows: `{owner}` (the site owner's cims_uid), `{ltype}` (the page's language). `images`:
 * the pictures of its answer the module shows first, preloaded once it answers (declared-images.ts).
 */
export interface DeclaredGet {
  host: string;
  path: string;
  query: [string, string][];
  images?: DeclaredImages;
}

/** What the entry fills the placeholders with. */
export interface DeclaredGetValues {
  owner: string;
  ltype: string;
}

const PATH = /^\/(?!\/)[\w./-]*$/;
const NAME = /^\w+$/;

function pairs(raw: unknown): [string, string][] | null {
  if (!Array.isArray(raw)) return null;
  const out: [string, string][] = [];
  for (const pair of raw) {
    if (!Array.isArray(pair) || pair.length !== 2) return null;
    const [key, value]: unknown[] = pair;
    if (typeof key !== 'string' || !NAME.test(key) || typeof value !== 'string') return null;
    out.push([key, value]);
  }
  return out;
}

/** Reads untrusted declarations (a list); a malformed one is dropped, never thrown. */
export function parseDeclaredGets(raw: unknown): DeclaredGet[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    const { host, path, query, images } = (item ?? {}) as Record<string, unknown>;
    const params = pairs(query);
    if (typeof host !== 'string' || !NAME.test(host) || typeof path !== 'string' || !PATH.test(path))
      return [];
    if (path.includes('..') || !params) return [];
    const hint = parseDeclaredImages(images);
    return [hint ? { host, path, query: params, images: hint } : { host, path, query: params }];
  });
}

/**
 * The URL the API client sends for a declaration (cmisUrl: the host's base, the path, the parameters in order), or
 * null when the host is not an http(s) host of the runtime config or a placeholder is unknown.
 */
export function declaredGetUrl(get: DeclaredGet, hosts: unknown, values: DeclaredGetValues): string | null {
  const base = hosts && typeof hosts === 'object' ? (hosts as Record<string, unknown>)[get.host] : null;
  if (typeof base !== 'string' || !/^https?:\/\//i.test(base)) return null;
  const params: Record<string, string> = {};
  for (const [key, value] of get.query) {
    const placeholder = /^\{(\w+)\}$/.exec(value)?.[1];
    if (placeholder === undefined) params[key] = value;
    else if (placeholder === 'owner' || placeholder === 'ltype') params[key] = values[placeholder];
    else return null;
  }
  return cmisUrl(base, get.path, params);
}

/**
 * Sends each declared GET now, for the API client to take over (early-get.ts), bounded by `timeoutMs` (the runtime
 * config's `requestTimeoutMs`), and preloads the pictures it declares once it answers.
 */
export function primeDeclaredGets(
  gets: DeclaredGet[],
  hosts: unknown,
  values: DeclaredGetValues,
  timeoutMs: number = EARLY_GET_TIMEOUT_MS,
): void {
  for (const get of gets) {
    const url = declaredGetUrl(get, hosts, values);
    if (!url) continue;
    const answer = primeEarlyGet(url, timeoutMs);
    if (get.images) void preloadDeclaredImages(answer, get.images);
  }
}
