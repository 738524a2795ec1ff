import { isApiError } from '@hearth/shared';

/**
 * An item the service says it does not have (its envelope's code 404, spec §7) as `null`: the page shows the 404
 * content and the server answers 404 (the route's `missing`), from the same cached value on both sides. Any other
 * failure stays an error (the page's Retry).
 */
export function nullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  return request.catch((error: unknown) => {
    if (isApiError(error) && error.kind === 'business' && error.code === 404) return null;
    throw error;
  });
}
