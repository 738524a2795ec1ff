/** Path classification used by the chrome and the site gate (case-insensitive, per segment). */
function firstSegment(pathname: string): string {
  return pathname.toLowerCase().split('/').filter(Boolean)[0] ?? '';
}

export function isHybridPath(pathname: string): boolean {
  return firstSegment(pathname) === 'hybrid';
}

export function isMapPath(pathname: string): boolean {
  return firstSegment(pathname) === 'map';
}

/** `/listings` and `/listing/{id}`. */
export function isListingPath(pathname: string): boolean {
  const first = firstSegment(pathname);
  return first === 'listings' || first === 'listing';
}
