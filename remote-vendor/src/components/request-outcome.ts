import { isApiError } from '@hearth/shared';

/**
 * A request that got an answer the page cannot accept (HTTP error, a code other than 200, a broken body): the
 * spec's "bad response" (warning Error, Request Failed). Anything else — no answer at all (network, timeout) or an
 * unexpected throw — is an exception.
 */
export function isBadResponse(error: unknown): boolean {
  return (
    isApiError(error) && (error.kind === 'http' || error.kind === 'business' || error.kind === 'contract')
  );
}
