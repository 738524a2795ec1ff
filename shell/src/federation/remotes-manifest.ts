import { ConfigError, parseDeployResponse, type RemotesManifest } from '@hearth/shared';
import { RemotesManifestSchema } from '@hearth/shared/federation-contract';
import { REMOTES_MANIFEST_URL } from '../startup/early-constants';
import { takeEarlyRemotesResponse } from '../startup/early-remotes';

export { REMOTES_MANIFEST_URL };

/** Validates remotes.json (SPA-fallback HTML, HTTP errors and schema violations are ConfigErrors). */
export function parseRemotesResponse(url: string, response: Response): Promise<RemotesManifest> {
  return parseDeployResponse(url, response, RemotesManifestSchema);
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
