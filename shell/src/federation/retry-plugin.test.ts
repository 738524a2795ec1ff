/**
 * @jest-environment node
 */
// What the shell uses of @module-federation/retry-plugin 0.17.1 (its latest release), pinned beside the federation
// runtime 2.9.2: the plugin's hooks as this runtime calls them, with the shell's RETRY_OPTIONS (ADR 0020).
import { createInstance } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { RETRY_OPTIONS } from './federation-host';

const MANIFEST_URL = 'https://remotes.example.com/listings/mf-manifest.json';

function jsonResponse(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

describe('retry plugin 0.17.1 on runtime 2.9.2', () => {
  const realFetch = globalThis.fetch;
  let calls: { url: string; init: RequestInit | undefined }[];
  let answers: (() => Promise<Response>)[];

  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    calls = [];
    answers = [];
    globalThis.fetch = jest.fn((url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      const next = answers.shift();
      return next ? next() : Promise.reject(new TypeError('fetch failed'));
    });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** A runtime instance with the shell's retry options, and its manifest fetch hook as the runtime emits it. */
  function fetchThroughRuntime(url: string): Promise<unknown> {
    const host = createInstance({ name: `host_${Math.random().toString(36).slice(2)}`, remotes: [] });
    host.registerPlugins([RetryPlugin(RETRY_OPTIONS)]);
    return host.loaderHook.lifecycle.fetch.emit(url, {});
  }

  it('the runtime has the hooks the plugin implements', () => {
    const host = createInstance({ name: 'host_hooks', remotes: [] });
    for (const hook of ['fetch', 'loadEntryError', 'getModuleFactory'])
      expect(Object.keys(host.loaderHook.lifecycle)).toContain(hook);
    expect(Object.keys(RetryPlugin(RETRY_OPTIONS)).sort()).toEqual(
      ['fetch', 'getModuleFactory', 'loadEntryError', 'name'].sort(),
    );
  });

  it('a manifest fetch that fails once is tried again after 1 s, revalidated both times', async () => {
    answers.push(
      () => Promise.resolve(jsonResponse(503, 'busy')),
      () => Promise.resolve(jsonResponse(200, '{"id":"listings"}')),
    );
    const pending = fetchThroughRuntime(MANIFEST_URL);
    await jest.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    const res = (await pending) as Response;
    expect(await res.json()).toEqual({ id: 'listings' });
    expect(calls.map((c) => [c.url, c.init?.cache])).toEqual([
      [MANIFEST_URL, 'no-cache'],
      [MANIFEST_URL, 'no-cache'],
    ]);
  });

  it('a manifest that is not JSON counts as a failure; two failures reject (the slot shows its fallback)', async () => {
    answers.push(
      () => Promise.resolve(jsonResponse(200, '<html>')),
      () => Promise.reject(new TypeError('fetch failed')),
    );
    const pending = fetchThroughRuntime(MANIFEST_URL);
    const settled = pending.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await jest.advanceTimersByTimeAsync(1000);
    expect(await settled).toMatch(/abandoned/);
    expect(calls).toHaveLength(2);
  });

  it('a remote entry script that fails once is loaded again after 300 ms, its loading slot cleared first', async () => {
    const plugin = RetryPlugin(RETRY_OPTIONS);
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    const exportsOnce = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('RUNTIME-008 script failed'))
      .mockResolvedValueOnce(exportsOnce);
    const pending = plugin.loadEntryError!({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'remote_listings', entry: MANIFEST_URL },
      remoteEntryExports: undefined,
      globalLoading,
      uniqueKey: 'key',
    } as never);
    await jest.advanceTimersByTimeAsync(300);
    expect(await pending).toBe(exportsOnce);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).toEqual({});
  });

  it("an expose's factory that fails once is asked for again; a second failure is thrown", async () => {
    const plugin = RetryPlugin(RETRY_OPTIONS);
    const factory = () => ({ routes: [] });
    const get = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(factory);
    const pending = plugin.getModuleFactory!({
      remoteEntryExports: { get, init: jest.fn() },
      expose: './routes',
      moduleInfo: { name: 'remote_listings', entry: MANIFEST_URL },
    } as never);
    await jest.advanceTimersByTimeAsync(300);
    expect(await pending).toBe(factory);
    expect(get).toHaveBeenCalledWith('./routes');

    const failing = jest.fn().mockRejectedValue(new Error('chunk failed'));
    const rejected = plugin.getModuleFactory!({
      remoteEntryExports: { get: failing, init: jest.fn() },
      expose: './routes',
      moduleInfo: { name: 'remote_listings', entry: MANIFEST_URL },
    } as never);
    const outcome = Promise.resolve(rejected).then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await jest.advanceTimersByTimeAsync(300);
    expect(await outcome).toBe('chunk failed');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
