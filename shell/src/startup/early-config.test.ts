import { startEarlyConfig, takeEarlyConfigResponse } from './early-config';

const preconnects = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((l) => [
    l.getAttribute('href'),
    l.crossOrigin,
  ]);

function answer(body: unknown) {
  return jest.fn(
    async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => {
  document.head.replaceChildren();
  takeEarlyConfigResponse();
  jest.restoreAllMocks();
});

test('preconnects to the cmis API (CORS) and the files host; hands the response over once', async () => {
  const fetch = answer({
    hosts: {
      cmis: 'https://api.example.ca/cmis',
      files: 'https://files.example.ca/files',
      coupon: 'https://c.example.ca',
    },
  });
  global.fetch = fetch;
  startEarlyConfig();
  const early = takeEarlyConfigResponse();
  expect(early).not.toBeNull();
  expect(takeEarlyConfigResponse()).toBeNull();
  await expect((await early!).json()).resolves.toHaveProperty('hosts.cmis');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preconnects()).toEqual([
    ['https://api.example.ca', 'anonymous'],
    ['https://files.example.ca', null],
  ]);
  expect(fetch).toHaveBeenCalledWith('/runtime-config.json', {
    credentials: 'same-origin',
    cache: 'no-store',
    signal: expect.any(AbortSignal),
  });
});

test('skips the page origin, non-http(s) and malformed values; a failed config adds nothing', async () => {
  global.fetch = answer({ hosts: { cmis: `${window.location.origin}/cmis`, files: 'javascript:alert(1)' } });
  startEarlyConfig();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preconnects()).toEqual([]);
  global.fetch = jest.fn(async () => new Response('<html>', { status: 404 }));
  startEarlyConfig();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preconnects()).toEqual([]);
});

test("resolves root-relative hosts against the page's origin; the page's own origin is not preconnected", async () => {
  global.fetch = answer({ hosts: { cmis: '/api/cmis', files: '/api/files' } });
  const config = await startEarlyConfig();
  takeEarlyConfigResponse();
  expect(config).toEqual({
    hosts: { cmis: `${window.location.origin}/api/cmis`, files: `${window.location.origin}/api/files` },
  });
  expect(preconnects()).toEqual([]);
});
