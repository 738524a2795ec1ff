import { parseWidgetContract } from '@hearth/shared/early';
import { parseRouteChunks } from './route-chunks';

describe('route-chunks.json (the widgets’ contracts)', () => {
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
      routes: { js: ['ok.js'] },
      exposes: {
        './w': {
          js: ['w.js', '/abs.js', 'https://evil.example/x.js', '../up.js', 42, 'a.js?x=1'],
          css: ['w.css'],
        },
        '../x': { js: ['x.js'] },
        './v': 'bad',
      },
    });
    expect(parsed).toEqual({
      exposes: {
        './w': { files: ['w.css', 'w.js'], contract: parseWidgetContract({}) },
        './v': { files: [], contract: parseWidgetContract({}) },
      },
    });
    const empty = { exposes: {} };
    expect(parseRouteChunks('<html>')).toEqual(empty);
    expect(parseRouteChunks(null)).toEqual(empty);
    expect(parseRouteChunks({ exposes: [] })).toEqual(empty);
  });
});
