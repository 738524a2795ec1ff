import { testHostUrl } from './test-config';
import type { HostKey } from '../config/runtime-config-schema';

export interface RecordedRequest {
  method: string;
  url: URL;
  body: string | null;
  headers: Headers;
}

type Handler = (
  request: RecordedRequest,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/**
 * Replaces global fetch for a unit test with answers per `METHOD host /path`. Unknown requests fail the
 * test loudly (network error). Returns the recorded requests. Real servers are exercised by the e2e suite.
 */
export function installFetchRoutes(routes: Record<string, Handler>): {
  requests: RecordedRequest[];
  restore: () => void;
} {
  const requests: RecordedRequest[] = [];
  const original = globalThis.fetch;
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, host, path] = key.split(' ') as [string, HostKey, string];
    return { method, prefix: `${testHostUrl(host)}${path}`, handler };
  });
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' ? null : await request.clone().text();
    const recorded = { method: request.method, url, body, headers: request.headers };
    requests.push(recorded);
    const route = table.find(
      (r) => r.method === request.method && `${url.origin}${url.pathname}` === r.prefix,
    );
    if (!route) throw new TypeError(`fetch failed: no test route for ${request.method} ${url.href}`);
    const answer = await route.handler(recorded);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { requests, restore: () => void (globalThis.fetch = original) };
}
