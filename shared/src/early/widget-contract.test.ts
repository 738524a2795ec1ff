import { isPrimaryOn, parseWidgetContract } from './widget-contract';

describe('a widget contract as route-chunks.json carries it (ADR 0030)', () => {
  it('keeps well-formed fields, drops malformed ones to their defaults and unknown ones (an older build’s earlyGets)', () => {
    expect(
      parseWidgetContract({
        primary: { default: true, www: 'yes', 'bad key': true, '*': false },
        deferUntilVisible: true,
        reserve: { narrow: '45rem', wide: '30rem' },
        earlyGets: [
          { host: 'cmis', path: '/list', query: [['a', '1']] },
          { host: 'cmis', path: 'x' },
        ],
      }),
    ).toEqual({
      primary: { default: true, '*': false },
      deferUntilVisible: true,
      reserve: { narrow: '45rem', wide: '30rem' },
    });
    const none = { primary: {}, deferUntilVisible: false };
    expect(parseWidgetContract(null)).toEqual(none);
    expect(parseWidgetContract({ primary: [true], deferUntilVisible: 'true' })).toEqual(none);
  });

  it('takes only plain lengths for the reserved room (nothing else reaches the slot’s style)', () => {
    for (const bad of ['1rem;color:red', 'calc(1px + 2px)', 'var(--x)', '10', ''])
      expect(parseWidgetContract({ reserve: { narrow: bad, wide: '1rem' } }).reserve).toBeUndefined();
    expect(parseWidgetContract({ reserve: { narrow: '255px', wide: '10.5rem' } }).reserve).toEqual({
      narrow: '255px',
      wide: '10.5rem',
    });
  });

  it('is primary where its contract says so for the place, else as `*` says, else not', () => {
    const featured = parseWidgetContract({ primary: { default: true } });
    expect(isPrimaryOn(featured, 'default')).toBe(true);
    expect(isPrimaryOn(featured, 'epic')).toBe(false);
    expect(isPrimaryOn(featured, undefined)).toBe(false);
    const everywhere = parseWidgetContract({ primary: { '*': true, demo: false } });
    expect(isPrimaryOn(everywhere, 'www')).toBe(true);
    expect(isPrimaryOn(everywhere, undefined)).toBe(true);
    expect(isPrimaryOn(everywhere, 'demo')).toBe(false);
    expect(isPrimaryOn(null, 'default')).toBe(false);
  });
});
