// Runs in the ENTRY chunk (index.ts), before the shared singletons are negotiated: no runtime import of
// @hearth/shared or of anything that imports it.
import { DEPLOY_FILE_TIMEOUT_MS, resolveConfigHosts } from '@hearth/shared/early';
import { RUNTIME_CONFIG_URL } from './early-constants';

let early: Promise<Response> | null = null;

/** `<link rel="preconnect">` to the origin of an http(s) URL (not the page's own); `cors` for fetches. */
function preconnect(url: unknown, cors: boolean): void {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return;
  }
  if (origin === window.location.origin) return;
  const mode = cors ? '[crossorigin]' : ':not([crossorigin])';
  if (document.head.querySelector(`link[rel="preconnect"][href="${CSS.escape(origin)}"]${mode}`)) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  if (cors) link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * Starts the runtime config's request at once (index.html preloads it) and, as soon as it answers, opens the
 * connections the first screen needs while the shell's chunks are still downloading: the cmis API (every page
 * resolves its site there first; CORS without credentials, like the API client) and the files host (the agent's
 * banner and photos); a host on the page's own origin (root-relative, behind the site's gateway) needs none. The
 * response is handed to the bootstrap (one request), which validates it; bounded like every deploy file's request
 * (DEPLOY_FILE_TIMEOUT_MS). Resolves to the file as received, its hosts
 * resolved against the page's origin (not validated; null when unreadable), for the early site requests.
 */
export function startEarlyConfig(): Promise<unknown> {
  early = fetch(RUNTIME_CONFIG_URL, {
    credentials: 'same-origin',
    cache: 'no-store',
    signal: AbortSignal.timeout(DEPLOY_FILE_TIMEOUT_MS),
  });
  const json = early
    .then((res) => (res.ok ? (res.clone().json() as Promise<unknown>) : null))
    .then((raw) => resolveConfigHosts(raw))
    .catch(() => null);
  void json.then((config) => {
    const hosts = (config as { hosts?: Record<string, unknown> } | null)?.hosts;
    preconnect(hosts?.cmis, true);
    preconnect(hosts?.files, false);
  });
  return json;
}

/** The early runtime-config.json response, once (later calls fetch again). */
export function takeEarlyConfigResponse(): Promise<Response> | null {
  const e = early;
  early = null;
  return e;
}
