import { startEarlyConfig, takeEarlyConfigResponse } from './early-config';

afterEach(() => {
  takeEarlyConfigResponse();
  jest.restoreAllMocks();
});

test('asks for runtime-config.json at once, bounded, and hands the response over once', async () => {
  const fetch = jest.fn(
    async () =>
      new Response(JSON.stringify({ hosts: { cmis: '/api/cmis' } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  global.fetch = fetch;
  startEarlyConfig();
  expect(fetch).toHaveBeenCalledWith('/runtime-config.json', {
    credentials: 'same-origin',
    cache: 'no-store',
    signal: expect.any(AbortSignal),
  });
  const early = takeEarlyConfigResponse();
  expect(early).not.toBeNull();
  expect(takeEarlyConfigResponse()).toBeNull();
  await expect((await early!).json()).resolves.toEqual({ hosts: { cmis: '/api/cmis' } });
});

test('a failed request is left to whoever takes it over (no unhandled rejection before then)', async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError('offline');
  });
  startEarlyConfig();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await expect(takeEarlyConfigResponse()).rejects.toThrow('offline');
});
