import { startEarlyRemotes, takeEarlyRemotesResponse } from './early-remotes';

afterEach(() => {
  takeEarlyRemotesResponse();
  jest.restoreAllMocks();
});

test('asks for remotes.json at once and hands the response over once; no remote code is preloaded', async () => {
  const manifest = { remotes: [{ name: 'remote_listings', entry: '/mf/remote_listings/mf-manifest.json' }] };
  const fetch = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }),
    );
  startEarlyRemotes();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch).toHaveBeenCalledWith('/remotes.json', { credentials: 'same-origin', cache: 'no-store' });
  const early = takeEarlyRemotesResponse();
  expect(takeEarlyRemotesResponse()).toBeNull();
  await expect((await early!).json()).resolves.toEqual(manifest);
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
});
