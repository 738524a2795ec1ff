// `#server-dom` in a browser build (shared/package.json `imports`, default condition): the browser has its own DOM,
// and no DOM implementation may enter a browser bundle.

/** No server DOM here: DOMPurify uses the page's own window. */
export function serverWindow(): Window | null {
  return null;
}
