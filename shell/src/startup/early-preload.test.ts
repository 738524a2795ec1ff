import { startEarlyPreload, takeEarlyRemotesResponse } from './early-preload';

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) =>
    l.getAttribute('href'),
  );

afterEach(() => {
  document.head.replaceChildren();
  takeEarlyRemotesResponse();
  jest.restoreAllMocks();
});

test("a root-relative entry (the site's gateway) is resolved against the page's origin and preloaded there", async () => {
  const manifest = {
    remotes: [
      {
        name: 'remote_listings',
        entry: '/mf/remote_listings/mf-manifest.json',
        prefixes: [{ path: '/listings' }],
      },
    ],
  };
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) =>
      String(url) === '/remotes.json'
        ? new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 404 }),
    );
  startEarlyPreload({ hostname: 'lily.localhost', pathname: '/listings', search: '' }, true);
  const origin = window.location.origin;
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(links()).toEqual([
    `${origin}/mf/remote_listings/mf-manifest.json`,
    `${origin}/mf/remote_listings/remoteEntry.js`,
  ]);
  expect(globalThis.fetch).toHaveBeenCalledWith(`${origin}/mf/remote_listings/route-chunks.json`, {
    credentials: 'same-origin',
  });
  // The bootstrap takes the same answer over and reads it whole.
  await expect((await takeEarlyRemotesResponse()!).json()).resolves.toEqual(manifest);
});
