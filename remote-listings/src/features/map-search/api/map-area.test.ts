import { activeFilterCount, areaSearch, distanceM, radiusForBounds, withoutFilters } from './map-area';
import { DEFAULT_STATE, parseSearch, serialiseSearch, toHouCondition } from './search-state';

describe('the visible region → the search (issue 31, "Search this area")', () => {
  it('measures distances on the sphere', () => {
    // One degree of latitude is about 111.2 km.
    expect(distanceM(43, -79, 44, -79)).toBeGreaterThan(111_000);
    expect(distanceM(43, -79, 44, -79)).toBeLessThan(111_400);
  });
  it('covers the region from its centre to a corner, between 812 m and 200 km', () => {
    const r = radiusForBounds([-79.42, 43.63, -79.35, 43.67]);
    expect(r).toBeGreaterThan(3_000);
    expect(r).toBeLessThan(4_000);
    expect(radiusForBounds([-79.3801, 43.65, -79.38, 43.6501])).toBe(812);
    expect(radiusForBounds([-100, 30, -60, 60])).toBe(200_000);
  });
  it('sends the region centre and radius as latitude, longitude and radius, and keeps it in the URL', () => {
    const mls = { ...DEFAULT_STATE, mls: 'C4200001', page: 3, beds: 2 };
    const next = areaSearch(mls, { lat: 43.7, lng: -79.4, zoom: 14, bounds: [-79.42, 43.68, -79.38, 43.72] });
    expect(next).toMatchObject({ lat: 43.7, lng: -79.4, zoom: 14, mls: null, page: 1, beds: 2 });
    const condition = toHouCondition(next, 99);
    expect(condition).toMatchObject({ latitude: 43.7, longitude: -79.4, radius: next.r, bedrooms: 2 });
    expect(parseSearch(serialiseSearch(next))).toEqual(next);
  });
});

describe('the Filters button and the sheet', () => {
  it('counts the filters set, not the sort, the page or the view', () => {
    expect(activeFilterCount(DEFAULT_STATE)).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_STATE, sort: 'price_low2high', page: 2, view: 'list', zoom: 9 }),
    ).toBe(0);
    const all = { ...DEFAULT_STATE, type: 'rent', pmin: 3, beds: 2, baths: 1, garages: 1 } as const;
    expect(activeFilterCount({ ...all, homeTypes: ['Condo', 'Townhouse'] })).toBe(6);
    expect(activeFilterCount({ ...DEFAULT_STATE, pmax: 40 })).toBe(1);
  });
  it('Reset clears the filters and keeps the place, the sort and the view', () => {
    const state = {
      ...DEFAULT_STATE,
      lat: 44,
      pmin: 3,
      beds: 2,
      sort: 'price_high2low',
      view: 'list',
    } as const;
    const reset = withoutFilters(state);
    expect(activeFilterCount(reset)).toBe(0);
    expect(reset).toMatchObject({ lat: 44, sort: 'price_high2low', view: 'list' });
  });
});
