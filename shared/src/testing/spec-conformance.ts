import { setRuntimeConfig } from '../config/config-store';
import type { HostKey } from '../config/runtime-config-schema';
import { SPEC_CALLS } from '../contracts/spec-calls/catalogue';
import { specPathPattern, type SpecCall, type SpecCallOwner } from '../contracts/spec-calls/spec-call';
import { makeTestConfig, testHostUrl } from './test-config';

/** One endpoint module called as its page calls it; `answer` is the body it gets (default: an empty success). */
export interface ConformanceCase {
  call: SpecCall;
  invoke: (signal: AbortSignal) => Promise<unknown>;
  answer?: unknown;
}

export interface SentRequest {
  method: string;
  url: URL;
  contentType: string;
  body: string;
}

/** The parameters a request carries, by the entry's encoding; throws when the encoding differs. */
export function sentParams(call: SpecCall, sent: SentRequest): Record<string, unknown> {
  const type = sent.contentType.toLowerCase();
  if (call.encoding === 'query') {
    if (sent.body !== '') throw new Error(`${call.id}: a query call sent a body (${type})`);
    return Object.fromEntries(sent.url.searchParams);
  }
  if (sent.url.search !== '')
    throw new Error(`${call.id}: a ${call.encoding} call sent a query ${sent.url.search}`);
  if (call.encoding === 'json') {
    if (!type.startsWith('application/json')) throw new Error(`${call.id}: JSON expected, sent ${type}`);
    return JSON.parse(sent.body) as Record<string, unknown>;
  }
  if (!type.startsWith('application/x-www-form-urlencoded'))
    throw new Error(`${call.id}: form-urlencoded expected, sent ${type}`);
  if (call.encoding === 'form-json') return JSON.parse(sent.body) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(sent.body));
}

/** What differs between a request and its entry (method, host, path, encoding, names, fixed values); [] if none. */
export function specDeviations(call: SpecCall, sent: SentRequest): string[] {
  const problems: string[] = [];
  if (sent.method !== call.method) problems.push(`method ${sent.method}, spec ${call.method}`);
  const base = testHostUrl(call.host as HostKey);
  const href = `${sent.url.origin}${sent.url.pathname}`;
  if (!href.startsWith(base)) return [...problems, `host ${href}, spec ${call.host} (${base})`];
  const path = href.slice(base.length);
  if (!specPathPattern(call.path).test(path)) problems.push(`path ${path}, spec ${call.path}`);
  let params: Record<string, unknown>;
  try {
    params = sentParams(call, sent);
  } catch (err) {
    return [...problems, (err as Error).message];
  }
  const allowed = new Set([
    ...call.params,
    ...(call.optional ?? []),
    ...(call.extras ?? []).map((e) => e.name),
  ]);
  for (const name of call.params) if (!(name in params)) problems.push(`parameter ${name} missing`);
  for (const name of Object.keys(params))
    if (!allowed.has(name)) problems.push(`parameter ${name} not in the spec`);
  for (const [name, value] of Object.entries(call.fixed ?? {}))
    if (name in params && String(params[name]) !== String(value))
      problems.push(`${name}=${JSON.stringify(params[name])}, spec fixes ${JSON.stringify(value)}`);
  return problems;
}

/** Runs `invoke` with fetch replaced by a recorder that answers `answer`; resolves to the requests it sent. */
export async function recordRequests(kase: ConformanceCase): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  const original = globalThis.fetch;
  const answer = kase.answer ?? { code: 200, errorCode: 200, status: 200, data: {} };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({
      method: request.method,
      url: new URL(request.url),
      contentType: request.headers.get('content-type') ?? '',
      body: request.method === 'GET' ? '' : await request.clone().text(),
    });
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  try {
    await kase.invoke(new AbortController().signal).catch(() => undefined);
  } finally {
    globalThis.fetch = original;
  }
  return sent;
}

/**
 * The owner's table of endpoint modules against the catalogue: every entry the owner sends is called, and each
 * request matches its entry (method, host, path, encoding, parameter names, fixed values).
 */
export function describeSpecConformance(owner: SpecCallOwner, cases: readonly ConformanceCase[]): void {
  describe(`${owner}: requests as the spec states them`, () => {
    beforeEach(() => setRuntimeConfig(makeTestConfig()));

    it('calls every catalogue entry it owns', () => {
      const owned = Object.values(SPEC_CALLS)
        .filter((call) => call.owners.includes(owner))
        .map((call) => call.id);
      expect(cases.map((c) => c.call.id).sort()).toEqual(expect.arrayContaining(owned.sort()));
      for (const c of cases) expect(c.call.owners).toContain(owner);
    });

    it.each(cases.map((c) => [c.call.id, c] as const))('%s', async (_id, kase) => {
      const sent = await recordRequests(kase);
      expect(sent).toHaveLength(1);
      expect(sent.map((s) => specDeviations(kase.call, s))).toEqual([[]]);
    });
  });
}
