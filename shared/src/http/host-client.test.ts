import * as v from 'valibot';
import { requestJson } from './request-json';
import { setRuntimeConfig } from '../config/config-store';
import { RuntimeConfigSchema, type RuntimeConfig } from '../config/runtime-config-schema';
import { useNativeContextStore } from '../stores/native-context-store';
import { installFetchRoutes } from '../testing/fetch-routes';
import { makeTestConfig } from '../testing/test-config';

const Schema = v.object({ ok: v.boolean() });
const original = globalThis.fetch;

/** A fetch that never answers, but honours its abort signal (ky's timeout aborts it) as a browser does. */
function installHangingFetch(): { calls: string[] } {
  const calls: string[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request.url);
    const signal = init?.signal ?? request.signal;
    return new Promise<Response>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason as Error)),
    );
  };
  return { calls };
}

/** The config as the loader gives it (the schema's defaults applied), with `patch`. */
function configWith(patch: Record<string, unknown>): RuntimeConfig {
  return v.parse(RuntimeConfigSchema, { ...makeTestConfig(), ...patch });
}

afterEach(() => {
  globalThis.fetch = original;
  jest.useRealTimers();
  useNativeContextStore.setState({ appAuthCode: null });
});

describe('the API client’s bound', () => {
  it('is 15 s by default, not ky’s 10 s', async () => {
    setRuntimeConfig(makeTestConfig());
    jest.useFakeTimers();
    installHangingFetch();
    const done = jest.fn();
    const failed = expect(
      requestJson('cmis', '/slow', { schema: Schema }).finally(done),
    ).rejects.toMatchObject({
      kind: 'timeout',
    });
    await jest.advanceTimersByTimeAsync(14_900);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(200);
    await failed;
  });

  it('comes from the runtime config’s requestTimeoutMs; a call may pass its own', async () => {
    setRuntimeConfig(configWith({ requestTimeoutMs: 3000 }));
    jest.useFakeTimers();
    installHangingFetch();
    const done = jest.fn();
    const failed = expect(
      requestJson('cmis', '/slow', { schema: Schema }).finally(done),
    ).rejects.toMatchObject({
      kind: 'timeout',
    });
    await jest.advanceTimersByTimeAsync(2900);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(200);
    await failed;

    const own = expect(
      requestJson('cmis', '/slow', { schema: Schema, timeoutMs: 1000 }),
    ).rejects.toMatchObject({
      kind: 'timeout',
    });
    await jest.advanceTimersByTimeAsync(1100);
    await own;
  });
});

describe('the credential hook', () => {
  const routes = () =>
    installFetchRoutes({
      'GET cmis /thing': () => ({ body: { ok: true } }),
      'GET coupon /thing': () => ({ body: { ok: true } }),
    });

  it('is off by default: no Authorization header, even with an app auth code', async () => {
    setRuntimeConfig(makeTestConfig());
    useNativeContextStore.setState({ appAuthCode: 'code-1' });
    const recorded = routes();
    await requestJson('cmis', '/thing', { schema: Schema });
    expect(recorded.requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends Bearer <appAuthCode> to the listed hosts only, and nothing without a code', async () => {
    setRuntimeConfig(configWith({ auth: { hosts: ['coupon'] } }));
    const recorded = routes();
    await requestJson('coupon', '/thing', { schema: Schema });
    useNativeContextStore.setState({ appAuthCode: 'code-2' });
    await requestJson('coupon', '/thing', { schema: Schema });
    await requestJson('cmis', '/thing', { schema: Schema });
    expect(recorded.requests.map((r) => r.headers.get('authorization'))).toEqual([
      null,
      'Bearer code-2',
      null,
    ]);
  });

  it('the option is validated: a host list, and a known context value', () => {
    expect(configWith({ auth: { hosts: ['cmis'] } }).auth).toEqual({
      hosts: ['cmis'],
      context: 'appAuthCode',
    });
    expect(() => configWith({ auth: { hosts: [] } })).toThrow();
    expect(() => configWith({ auth: { hosts: ['cmis'], context: 'fjjUserId' } })).toThrow();
    expect(() => configWith({ requestTimeoutMs: 10 })).toThrow();
  });
});
