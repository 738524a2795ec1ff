import {
  DEFAULT_STATE,
  isMlsNumber,
  parseSearch,
  priceRange,
  radiusForZoom,
  serialiseSearch,
  sliderToPrice,
  toHouCondition,
  type SearchState,
} from './search-state';

describe('the price slider (spec §9)', () => {
  it('is × 50,000 for sale and × 100 for rent', () => {
    expect(sliderToPrice(10, 'sale')).toBe(500_000);
    expect(sliderToPrice(10, 'rent')).toBe(1_000);
  });
  it('ignores the lower bound at 0 (the minimum price 200 applies) and the upper at 100', () => {
    expect(priceRange({ pmin: 0, pmax: 100, type: 'sale' })).toEqual({ lowestPrice: 200 });
    expect(priceRange({ pmin: 2, pmax: 30, type: 'sale' })).toEqual({
      lowestPrice: 100_000,
      highestPrice: 1_500_000,
    });
    expect(priceRange({ pmin: 1, pmax: 100, type: 'rent' })).toEqual({ lowestPrice: 200 });
    expect(priceRange({ pmin: 5, pmax: 40, type: 'rent' })).toEqual({
      lowestPrice: 500,
      highestPrice: 4_000,
    });
  });
});

describe('MLS detection (spec §5)', () => {
  it.each([
    ['C4200001', true],
    ['  w1234567 ', true],
    ['C420000', false],
    ['CC4200001', false],
    ['42000011', false],
    ['Queen St W', false],
  ])('%s → %s', (text, expected) => expect(isMlsNumber(text)).toBe(expected));
});

describe('the URL state', () => {
  const full: SearchState = {
    lat: 49.2827,
    lng: -123.1207,
    zoom: 14,
    q: 'Vancouver',
    mls: null,
    r: 812,
    type: 'rent',
    pmin: 5,
    pmax: 40,
    beds: 2,
    baths: 1,
    garages: 1,
    homeTypes: ['Condo', 'Townhouse'],
    sort: 'price_low2high',
    page: 3,
    view: 'list',
  };
  it('round-trips a search, and the default search is an empty query', () => {
    expect(parseSearch(serialiseSearch(full))).toEqual(full);
    expect(serialiseSearch(DEFAULT_STATE).toString()).toBe('');
    expect(parseSearch(new URLSearchParams())).toEqual(DEFAULT_STATE);
  });
  it('falls back to the default of each malformed parameter, with no error', () => {
    const parsed = parseSearch(
      new URLSearchParams(
        'lat=999&lng=abc&zoom=2.5&type=buy&pmin=-1&pmax=300&beds=x&page=0&sort=cheap&view=grid&mls=123&homeTypes=Castle,Condo,Condo',
      ),
    );
    expect(parsed).toEqual({ ...DEFAULT_STATE, homeTypes: ['Condo'] });
  });
  it('drops an inverted price range', () => {
    expect(parseSearch(new URLSearchParams('pmin=50&pmax=10'))).toMatchObject({ pmin: 0, pmax: 100 });
  });
});

describe('filters → houCondition (spec §3)', () => {
  it('maps every filter, the sort and the address radius', () => {
    const state: SearchState = {
      ...DEFAULT_STATE,
      type: 'rent',
      pmin: 5,
      pmax: 40,
      beds: 3,
      baths: 2,
      garages: 1,
      homeTypes: ['Condo'],
      sort: 'price_high2low',
      r: 812,
    };
    expect(toHouCondition(state, 5_000)).toEqual({
      lowestPrice: 500,
      highestPrice: 4_000,
      bedrooms: 3,
      washrooms: 2,
      garages: 1,
      propertyType: ['Condo'],
      listingType: 'Lease',
      sortBy: 'price',
      descOrAsc: 'desc',
      latitude: DEFAULT_STATE.lat,
      longitude: DEFAULT_STATE.lng,
      radius: 812,
    });
  });
  it('the default search: newest first, for sale, the visible area, minimum price 200', () => {
    expect(toHouCondition(DEFAULT_STATE, 16_000)).toEqual({
      lowestPrice: 200,
      listingType: 'Sale',
      sortBy: 'listingCreatedTimestamp',
      descOrAsc: 'desc',
      latitude: 43.6529,
      longitude: -79.3849,
      radius: 16_000,
    });
    expect(toHouCondition({ ...DEFAULT_STATE, sort: 'price_low2high' }, 1).descOrAsc).toBe('asc');
    expect(toHouCondition(DEFAULT_STATE, 1).radius).toBe(812);
  });
  it('the area of a zoom shrinks by half per zoom level', () => {
    expect(radiusForZoom(43.65, 12)).toBeGreaterThan(10_000);
    expect(radiusForZoom(43.65, 13)).toBeCloseTo(radiusForZoom(43.65, 12) / 2, -1);
  });
});
