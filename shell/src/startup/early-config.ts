// Runs in the ENTRY chunk (index.ts), before the shared singletons are negotiated: no runtime import of
// @hearth/shared or of anything that imports it.
import { DEPLOY_FILE_TIMEOUT_MS } from '@hearth/shared/early';
import { RUNTIME_CONFIG_URL } from './early-constants';

let early: Promise<Response> | null = null;

/**
 * Starts the runtime config's request at once (index.html preloads it): the response is handed to the bootstrap
 * (one request), which validates it; bounded like every deploy file's request (DEPLOY_FILE_TIMEOUT_MS).
 */
export function startEarlyConfig(): void {
  early = fetch(RUNTIME_CONFIG_URL, {
    credentials: 'same-origin',
    cache: 'no-store',
    signal: AbortSignal.timeout(DEPLOY_FILE_TIMEOUT_MS),
  });
  early.catch(() => undefined); // a failure is the bootstrap's to report, when it takes the response
}

/** The early runtime-config.json response, once (later calls fetch again). */
export function takeEarlyConfigResponse(): Promise<Response> | null {
  const e = early;
  early = null;
  return e;
}
