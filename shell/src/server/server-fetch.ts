import http from 'node:http';
import https from 'node:https';
import { checkServerIdentity, type PeerCertificate } from 'node:tls';

/**
 * The server's own requests. The runtime config may name API hosts by path only (`/api/cmis`: the site's own
 * origin, ADR 0017); the browser resolves them against the page's origin, and so does the server for the markup.
 * The server's requests to that origin go to the configured gateway instead, with the site's Host (the gateway and
 * the backends behind it answer for that site, as they do the browser): a request never goes to a host taken from
 * the request's `Host` header.
 */
let pageOrigin: string | null = null;

export function setPageOrigin(origin: string): void {
  pageOrigin = origin;
}

/** One request to the gateway, under the page's Host (fetch cannot set Host: node:http does). */
async function viaGateway(request: Request, target: URL, host: string): Promise<Response> {
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : null;
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  headers.host = host;
  headers['accept-encoding'] = 'identity';
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // The connection is to the gateway: its certificate is checked against the gateway's name, not the site's Host.
    const identity = (_name: string, cert: PeerCertificate) => checkServerIdentity(target.hostname, cert);
    const options = {
      method: request.method,
      headers,
      signal: request.signal,
      checkServerIdentity: identity,
    };
    const outgoing = client.request(target, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 502;
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const one of [value ?? []].flat()) responseHeaders.append(name, one);
        const empty = status === 204 || status === 304 || request.method === 'HEAD';
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
}

export function installServerFetch(gateway: string): void {
  const upstream = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!pageOrigin || url.origin !== pageOrigin) return upstream(request);
    return viaGateway(request, new URL(`${url.pathname}${url.search}`, gateway), url.host);
  };
}
