// Runs in the ENTRY chunk (index.ts), before the shared singletons are negotiated: no runtime import of
// @hearth/shared or of anything that imports it.
import { REMOTES_MANIFEST_URL } from './early-constants';

let early: Promise<Response> | null = null;

/**
 * Starts the remotes.json request at once (index.html already preloads it): the response is handed to
 * `loadRemotesManifest` (one request), which validates it. The entry preloads no remote code: measured on
 * server-rendered pages, the owner's code preloaded from here did not bring hydration earlier (ADR 0037).
 */
export function startEarlyRemotes(): void {
  early = fetch(REMOTES_MANIFEST_URL, { credentials: 'same-origin', cache: 'no-store' });
  early.catch(() => undefined); // a failure is the bootstrap's to report, when it takes the response
}

/** The early remotes.json response, once (later calls fetch again). */
export function takeEarlyRemotesResponse(): Promise<Response> | null {
  const e = early;
  early = null;
  return e;
}
