/**
 * The server's own requests. The runtime config may name API hosts by path only (`/api/cmis`: the site's own
 * origin, ADR 0017); the browser resolves them against the page's origin, and so does the server for the markup.
 * The server's requests to that origin go to the configured gateway instead: a request never goes to a host taken
 * from the request's `Host` header.
 */
let pageOrigin: string | null = null;

export function setPageOrigin(origin: string): void {
  pageOrigin = origin;
}

export function installServerFetch(gateway: string): void {
  const upstream = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!pageOrigin || url.origin !== pageOrigin) return upstream(request);
    const target = new URL(`${url.pathname}${url.search}`, gateway);
    return upstream(new Request(target, request));
  };
}
