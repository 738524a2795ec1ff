import { ADDRESS_RADIUS_M, DEFAULT_STATE, SLIDER_MAX, type SearchState } from './search-state';

/** The visible region [west, south, east, north] in degrees (the map's bounds). */
export type Bounds = readonly [number, number, number, number];

const EARTH_RADIUS_M = 6_371_000;
/** The radius a search may ask for (the URL's `r` accepts up to 200 km). */
const MAX_RADIUS_M = 200_000;

/** Great-circle distance in metres between two points (haversine). */
export function distanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The radius (metres) that covers the visible region: from its centre to a corner, so every pin on screen is
 * inside; never below the address radius (812) nor above 200 km.
 */
export function radiusForBounds([west, south, east, north]: Bounds): number {
  const lat = (south + north) / 2;
  const lng = (west + east) / 2;
  const toCorner = distanceM(lat, lng, north, east);
  return Math.round(Math.max(ADDRESS_RADIUS_M, Math.min(toCorner, MAX_RADIUS_M)));
}

/**
 * "Search this area" (and the spec's search 800 ms after a pan): the visible region's centre, zoom and radius
 * become the search; the filters stay; an MLS search becomes an area search; back to page 1.
 */
export function areaSearch(
  state: SearchState,
  view: { lat: number; lng: number; zoom: number; bounds: Bounds },
): SearchState {
  return {
    ...state,
    lat: view.lat,
    lng: view.lng,
    zoom: view.zoom,
    r: radiusForBounds(view.bounds),
    mls: null,
    page: 1,
  };
}

/** The filters a search has set (the Filters button's count): listing type, price, beds, baths, garages, home types. */
export function activeFilterCount(state: SearchState): number {
  const d = DEFAULT_STATE;
  return [
    state.type !== d.type,
    state.pmin > 0 || state.pmax < SLIDER_MAX,
    state.beds !== null,
    state.baths !== null,
    state.garages !== null,
    state.homeTypes.length > 0,
  ].filter(Boolean).length;
}

/** The search without its filters (the sheet's Reset): listing type, price, counts and home types to defaults. */
export function withoutFilters(state: SearchState): SearchState {
  const d = DEFAULT_STATE;
  return {
    ...state,
    type: d.type,
    pmin: d.pmin,
    pmax: d.pmax,
    beds: d.beds,
    baths: d.baths,
    garages: d.garages,
    homeTypes: d.homeTypes,
    page: 1,
  };
}
