import { parseWidgetContract } from '@hearth/shared/early';
import { filesForPath, parseRouteChunks, patternScore } from './route-chunks';

describe('route-chunks.json (page chunk preloaded with ./routes)', () => {
  const chunks = parseRouteChunks({
    version: 1,
    routes: { js: ['1.aaaa.js', '__federation_expose_routes.bbbb.js'], css: [] },
    pages: [
      { path: '/hybrid/vendor/accounting/customer/:oid', js: ['2.cccc.js'], css: ['2.dddd.css'] },
      { path: '/hybrid/vendor/accounting/:view/:oid', js: ['3.eeee.js'], css: [] },
      { path: '/blog/:id?', js: ['4.ffff.js'] },
      { path: '/docs/*', js: ['5.gggg.js'] },
    ],
  });

  it('matches patterns segment by segment, case-insensitively, preferring static segments', () => {
    expect(
      patternScore('/hybrid/vendor/accounting/customer/:oid', '/hybrid/vendor/accounting/customer/SO1'),
    ).toBe(4);
    expect(
      patternScore('/hybrid/vendor/accounting/:view/:oid', '/Hybrid/Vendor/accounting/customer/SO1'),
    ).toBe(3);
    expect(
      patternScore('/hybrid/vendor/accounting/customer/:oid', '/hybrid/vendor/accounting/customer'),
    ).toBe(-1);
    expect(
      patternScore('/hybrid/vendor/accounting/customer/:oid', '/hybrid/vendor/accounting/customer/a/b'),
    ).toBe(-1);
    expect(patternScore('/blog/:id?', '/blog')).toBe(1);
    expect(patternScore('/docs/*', '/docs/a/b/c')).toBe(1);
  });

  it('gives the ./routes files, then the best page match (css first)', () => {
    expect(filesForPath(chunks, '/hybrid/vendor/accounting/customer/SO0042')).toEqual([
      '1.aaaa.js',
      '__federation_expose_routes.bbbb.js',
      '2.dddd.css',
      '2.cccc.js',
    ]);
    expect(filesForPath(chunks, '/hybrid/vendor/accounting/company/SO0042')).toContain('3.eeee.js');
    expect(filesForPath(chunks, '/nowhere')).toEqual(['1.aaaa.js', '__federation_expose_routes.bbbb.js']);
  });

  it('reads each expose’s widget contract (ADR 0030); a malformed field falls back to its default, an older build’s earlyGets is ignored', () => {
    const parsed = parseRouteChunks({
      exposes: {
        './w': {
          js: ['w.js'],
          primary: { default: true, www: 'yes' },
          deferUntilVisible: true,
          reserve: { narrow: '45rem', wide: '30rem' },
          earlyGets: [{ host: 'cmis', path: '/list', query: [['owner', '{owner}']] }],
        },
        './v': {
          js: ['v.js'],
          reserve: { narrow: 'calc(1px);color:red', wide: '1rem' },
          deferUntilVisible: 1,
        },
      },
    });
    expect(parsed.exposes['./w']?.contract).toEqual({
      primary: { default: true },
      deferUntilVisible: true,
      reserve: { narrow: '45rem', wide: '30rem' },
    });
    expect(parsed.exposes['./v']?.contract).toEqual({ primary: {}, deferUntilVisible: false });
  });

  it('drops anything that is not a plain file name beside the entry, and malformed bodies', () => {
    const parsed = parseRouteChunks({
      routes: { js: ['https://evil.example/x.js', '../up.js', 'ok.js', 42, 'a.js?x=1'] },
      pages: [{ path: 'relative', js: ['p.js'] }, { path: '/p', js: ['//evil.example/p.js', 'p.js'] }, null],
      exposes: { './w': { js: ['w.js', '/abs.js'], css: ['w.css'] }, '../x': { js: ['x.js'] }, './v': 'bad' },
    });
    expect(parsed).toEqual({
      routes: ['ok.js'],
      pages: [{ path: '/p', files: ['p.js'] }],
      exposes: {
        './w': { files: ['w.css', 'w.js'], contract: parseWidgetContract({}) },
        './v': { files: [], contract: parseWidgetContract({}) },
      },
    });
    const empty = { routes: [], pages: [], exposes: {} };
    expect(parseRouteChunks('<html>')).toEqual(empty);
    expect(parseRouteChunks(null)).toEqual(empty);
    expect(parseRouteChunks({ routes: { js: ['a.js'] } })).toEqual({ ...empty, routes: ['a.js'] });
  });
});
