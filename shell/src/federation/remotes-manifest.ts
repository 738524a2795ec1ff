import * as v from 'valibot';
import { ConfigError, RemotesManifestSchema, type RemotesManifest } from '@hearth/shared';
import { REMOTES_MANIFEST_URL } from './early-constants';
import { takeEarlyRemotesResponse } from './early-preload';

export { REMOTES_MANIFEST_URL };

/**
 * Validates a deploy JSON response. A missing file answered by an SPA fallback (200 + index.html), an HTTP error
 * or a schema violation is a ConfigError that says which.
 */
export async function parseRemotesResponse(url: string, response: Response): Promise<RemotesManifest> {
  if (!response.ok) throw new ConfigError(`${url}: HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!type.includes('json') || /^\s*</.test(text)) {
    throw new ConfigError(`${url}: expected JSON but got ${type || 'unknown content'} (missing file?)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError(`${url}: invalid JSON`);
  }
  const parsed = v.safeParse(RemotesManifestSchema, json);
  if (!parsed.success) {
    throw new ConfigError(`${url}: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ')}`);
  }
  return parsed.output;
}

/** remotes.json, validated (the entry chunk's early request is reused once). */
export async function loadRemotesManifest(url: string = REMOTES_MANIFEST_URL): Promise<RemotesManifest> {
  let response: Response;
  try {
    const early = url === REMOTES_MANIFEST_URL ? takeEarlyRemotesResponse() : null;
    response = await (early ?? fetch(url, { credentials: 'same-origin', cache: 'no-store' }));
  } catch (cause) {
    throw new ConfigError(`${url}: network error (${String(cause)})`);
  }
  return parseRemotesResponse(url, response);
}
