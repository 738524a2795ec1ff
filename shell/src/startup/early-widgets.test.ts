import { preloadRemoteWidgets } from './early-widgets';

const LISTINGS = 'http://listings.test/mf-manifest.json';
const MANIFEST = {
  remotes: [
    { name: 'remote_listings', entry: LISTINGS, contract: 1, prefixes: ['/listings'] },
    { name: 'remote_content', entry: 'javascript:alert(1)', contract: 1, prefixes: ['/blogs'] },
  ],
};
const CHUNKS = {
  version: 1,
  routes: { js: ['r.js'], css: [] },
  pages: [],
  exposes: {
    './featured-listings': {
      js: ['791.a.js', 'expose_featured.b.js'],
      css: ['expose_featured.c.css'],
      primary: { default: true },
      earlyGets: [
        {
          host: 'cmis',
          path: '/list',
          query: [
            ['owner', '{owner}'],
            ['ltype', '{ltype}'],
          ],
        },
      ],
    },
    './home-search-bar': { js: ['791.a.js', 'expose_search.d.js'], css: [], primary: { www: true } },
  },
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [
    l.getAttribute('href'),
    l.getAttribute('as'),
  ]);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function serve(body: unknown, ok = true) {
  const fetchMock = jest.fn((url: string) =>
    Promise.resolve({
      ok,
      json: () => Promise.resolve(url.endsWith('route-chunks.json') ? body : {}),
    } as unknown as Response),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('early widget preloads (a home template’s widgets leave with the user info)', () => {
  beforeEach(() => document.head.replaceChildren());

  it('preloads remoteEntry.js and the files of the widgets primary on the template, not the manifest', async () => {
    const fetchMock = serve(CHUNKS);
    preloadRemoteWidgets(
      MANIFEST,
      ['remote_listings/featured-listings', 'remote_listings/home-search-bar'],
      'default',
    );
    await settle();
    expect(fetchMock).toHaveBeenCalledWith('http://listings.test/route-chunks.json', {
      credentials: 'same-origin',
    });
    expect(preloads()).toEqual([
      ['http://listings.test/remoteEntry.js', 'script'],
      ['http://listings.test/expose_featured.c.css', 'style'],
      ['http://listings.test/791.a.js', 'script'],
      ['http://listings.test/expose_featured.b.js', 'script'],
    ]);
    // Without the site (no owner known), no data request.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('with the site, sends the GETs the primary widget’s contract declares, filled in, on the config’s host', async () => {
    const fetchMock = serve(CHUNKS);
    const site = {
      values: { owner: '51001', ltype: '0' },
      hosts: { cmis: 'http://cmis.test' },
      timeoutMs: 15_000,
    };
    preloadRemoteWidgets(
      MANIFEST,
      ['remote_listings/featured-listings', 'remote_listings/home-search-bar'],
      'default',
      site,
    );
    await settle();
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.filter((u) => !u.endsWith('route-chunks.json'))).toEqual([
      'http://cmis.test/list?owner=51001&ltype=0',
    ]);
  });

  it('skips unknown remotes, unusable entries and malformed ids, and a remote without route-chunks.json', async () => {
    serve(null, false);
    preloadRemoteWidgets(
      MANIFEST,
      ['remote_nowhere/x', 'remote_content/blog-section', 'no-slash'],
      'default',
    );
    preloadRemoteWidgets(null, ['remote_listings/featured-listings'], 'default');
    preloadRemoteWidgets(
      { remotes: [{ ...MANIFEST.remotes[0], entry: 'http://other.test/mf-manifest.json' }] },
      ['remote_listings/home-search-bar'],
      'www',
    );
    await settle();
    // route-chunks.json missing: no contract, so nothing is known to be primary; the runtime loads it as it renders.
    expect(global.fetch).toHaveBeenCalledWith('http://other.test/route-chunks.json', {
      credentials: 'same-origin',
    });
    expect(preloads()).toEqual([]);
  });
});
