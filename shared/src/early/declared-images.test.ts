import { installFetchRoutes } from '../testing/fetch-routes';
import { makeTestConfig } from '../testing/test-config';
import { parseDeclaredGets, primeDeclaredGets } from './declared-gets';
import { declaredImageUrls, parseDeclaredImages, preloadDeclaredImages } from './declared-images';

const IMAGES = { list: 'data', field: 'picture', count: 2 };
const photo = (n: number) => `https://files.test/listings/${n}.jpg`;
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => [
    l.getAttribute('href'),
    l.getAttribute('fetchpriority'),
  ]);

afterEach(() => document.head.replaceChildren());

describe('declared images (the pictures a declared GET’s answer shows first)', () => {
  it('read a well-formed hint, drop a malformed one', () => {
    expect(parseDeclaredImages(IMAGES)).toEqual(IMAGES);
    expect(parseDeclaredImages({ ...IMAGES, list: 'data.rows' })).toEqual({ ...IMAGES, list: 'data.rows' });
    for (const bad of [
      null,
      'data',
      { ...IMAGES, list: 'data[0]' },
      { ...IMAGES, list: '' },
      { ...IMAGES, field: 'a.b' },
      { ...IMAGES, count: 0 },
      { ...IMAGES, count: 1.5 },
      { ...IMAGES, count: 7 },
    ])
      expect(parseDeclaredImages(bad)).toBeUndefined();
  });

  it('name the first `count` http(s) pictures of the list, nothing when the answer has another shape', () => {
    const body = { data: [{ picture: photo(1) }, { picture: 'javascript:alert(1)' }, { picture: photo(3) }] };
    expect(declaredImageUrls(body, IMAGES)).toEqual([photo(1)]);
    expect(
      declaredImageUrls({ data: { rows: [{ picture: photo(2) }] } }, { ...IMAGES, list: 'data.rows' }),
    ).toEqual([photo(2)]);
    expect(declaredImageUrls({ data: 'x' }, IMAGES)).toEqual([]);
    expect(declaredImageUrls(null, IMAGES)).toEqual([]);
    expect(declaredImageUrls({ data: [null, 3, { picture: 4 }] }, IMAGES)).toEqual([]);
  });

  it('are preloaded (high priority, once) when the answer is in; a failed answer preloads nothing', async () => {
    const ok = new Response(JSON.stringify({ data: [{ picture: photo(1) }, { picture: photo(2) }] }));
    await preloadDeclaredImages(Promise.resolve(ok), IMAGES);
    await preloadDeclaredImages(
      Promise.resolve(new Response(JSON.stringify({ data: [{ picture: photo(1) }] }))),
      IMAGES,
    );
    expect(preloads()).toEqual([
      [photo(1), 'high'],
      [photo(2), 'high'],
    ]);
    expect(ok.bodyUsed).toBe(false);
    document.head.replaceChildren();
    await preloadDeclaredImages(Promise.resolve(new Response('{}', { status: 500 })), IMAGES);
    await preloadDeclaredImages(Promise.reject(new Error('offline')), IMAGES);
    expect(preloads()).toEqual([]);
  });

  it('ride on the declared GET: the entry sends it and preloads its first pictures', async () => {
    const routes = installFetchRoutes({
      'GET cmis /channel/list': () => ({ body: { code: 200, data: [{ picture: photo(7) }] } }),
    });
    try {
      const [get] = parseDeclaredGets([{ host: 'cmis', path: '/channel/list', query: [], images: IMAGES }]);
      expect(get!.images).toEqual(IMAGES);
      primeDeclaredGets([get!], makeTestConfig().hosts, { owner: '1', ltype: '0' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(preloads()).toEqual([[photo(7), 'high']]);
    } finally {
      routes.restore();
    }
  });
});
