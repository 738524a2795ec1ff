import { HYBRID_CHROME, refineChrome } from './page-chrome';

describe('chrome hints', () => {
  it('defaults: public pages show everything, hybrid pages nothing', () => {
    expect(refineChrome({})).toEqual({ hybrid: false, header: true, banner: true, footer: true });
    expect(refineChrome({ hybrid: true })).toEqual({
      hybrid: true,
      header: false,
      banner: false,
      footer: false,
    });
  });

  it('a handle refines its prefix; flipping hybrid starts from the other defaults', () => {
    const listings = refineChrome({ banner: false });
    expect(refineChrome({ footer: false }, listings)).toEqual({ ...listings, footer: false });
    expect(refineChrome({ hybrid: true }, listings)).toEqual(HYBRID_CHROME);
    expect(refineChrome({ header: true }, HYBRID_CHROME)).toEqual({ ...HYBRID_CHROME, header: true });
    expect(refineChrome(null, listings)).toBe(listings);
  });
});
