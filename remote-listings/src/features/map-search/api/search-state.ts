import * as v from 'valibot';
import { HOU_PROPERTY_TYPES, type HouCondition } from '@hearth/shared/contracts/cmis';

/** Spec §9: the default centre, the page size, the address radius (metres), the minimum price. */
export const DEFAULT_CENTER = { lat: 43.6529, lng: -79.3849 } as const;
export const DEFAULT_ZOOM = 12;
export const PAGE_SIZE = 54;
export const ADDRESS_RADIUS_M = 812;
export const MIN_PRICE = 200;
/** The slider runs 0–100; a bound at its end is ignored (spec §9). */
export const SLIDER_MAX = 100;

export const SORTS = ['time_new2old', 'price_low2high', 'price_high2low'] as const;
export type SortKey = (typeof SORTS)[number];
export type ListingKind = 'sale' | 'rent';
/** What a phone shows under the search bar: the map or the list (a desktop shows both side by side). */
export type ResultsView = 'map' | 'list';

/** The whole search, as the URL holds it (shareable; back/forward move through searches). */
export interface SearchState {
  lat: number;
  lng: number;
  zoom: number;
  /** The address or MLS text the search was made with. */
  q: string;
  /** An MLS search (selectBy) instead of the area. */
  mls: string | null;
  /** An address search's radius in metres (812); absent: the visible area (search as the map moves). */
  r: number | null;
  type: ListingKind;
  /** Slider values 0–100. */
  pmin: number;
  pmax: number;
  beds: number | null;
  baths: number | null;
  garages: number | null;
  homeTypes: (typeof HOU_PROPERTY_TYPES)[number][];
  sort: SortKey;
  page: number;
  view: ResultsView;
}

export const DEFAULT_STATE: SearchState = {
  ...DEFAULT_CENTER,
  zoom: DEFAULT_ZOOM,
  q: '',
  mls: null,
  r: null,
  type: 'sale',
  pmin: 0,
  pmax: SLIDER_MAX,
  beds: null,
  baths: null,
  garages: null,
  homeTypes: [],
  sort: 'time_new2old',
  page: 1,
  view: 'map',
};

/** One letter then seven digits (spec §5), on the trimmed text. */
export function isMlsNumber(text: string): boolean {
  return /^[A-Za-z]\d{7}$/.test(text.trim());
}

const num = (min: number, max: number) =>
  v.pipe(v.string(), v.transform(Number), v.number(), v.finite(), v.minValue(min), v.maxValue(max));
const int = (min: number, max: number) => v.pipe(num(min, max), v.integer());

/** Each parameter's schema: a malformed one falls back to its default, with no error. */
const FIELDS = {
  lat: num(-85, 85),
  lng: num(-180, 180),
  zoom: int(3, 18),
  q: v.pipe(v.string(), v.maxLength(200)),
  mls: v.pipe(v.string(), v.check(isMlsNumber)),
  r: int(100, 200_000),
  type: v.picklist(['sale', 'rent']),
  pmin: int(0, SLIDER_MAX),
  pmax: int(0, SLIDER_MAX),
  beds: int(1, 10),
  baths: int(1, 10),
  garages: int(1, 10),
  sort: v.picklist(SORTS),
  page: int(1, 10_000),
  view: v.picklist(['map', 'list']),
} as const;

function field<K extends keyof typeof FIELDS>(params: URLSearchParams, key: K, fallback: unknown) {
  const raw = params.get(key);
  if (raw === null) return fallback;
  const parsed = v.safeParse(FIELDS[key], raw);
  return parsed.success ? parsed.output : fallback;
}

/** The search of a query string; every malformed or missing parameter takes its default. */
export function parseSearch(params: URLSearchParams): SearchState {
  const d = DEFAULT_STATE;
  const homeTypes = (params.get('homeTypes') ?? '')
    .split(',')
    .filter((t): t is SearchState['homeTypes'][number] =>
      (HOU_PROPERTY_TYPES as readonly string[]).includes(t),
    );
  const state = {
    lat: field(params, 'lat', d.lat),
    lng: field(params, 'lng', d.lng),
    zoom: field(params, 'zoom', d.zoom),
    q: field(params, 'q', d.q),
    mls: field(params, 'mls', d.mls),
    r: field(params, 'r', d.r),
    type: field(params, 'type', d.type),
    pmin: field(params, 'pmin', d.pmin),
    pmax: field(params, 'pmax', d.pmax),
    beds: field(params, 'beds', d.beds),
    baths: field(params, 'baths', d.baths),
    garages: field(params, 'garages', d.garages),
    homeTypes: [...new Set(homeTypes)],
    sort: field(params, 'sort', d.sort),
    page: field(params, 'page', d.page),
    view: field(params, 'view', d.view),
  } as SearchState;
  if (state.pmin > state.pmax) return { ...state, pmin: d.pmin, pmax: d.pmax };
  return state;
}

/** The query string of a search: only what differs from the defaults, in a fixed order. */
export function serialiseSearch(state: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  const d = DEFAULT_STATE;
  const put = (key: string, value: unknown, fallback: unknown) => {
    if (value !== null && value !== fallback) out.set(key, String(value));
  };
  put('lat', Number(state.lat.toFixed(5)), d.lat);
  put('lng', Number(state.lng.toFixed(5)), d.lng);
  put('zoom', state.zoom, d.zoom);
  put('q', state.q, d.q);
  put('mls', state.mls, d.mls);
  put('r', state.r, d.r);
  put('type', state.type, d.type);
  put('pmin', state.pmin, d.pmin);
  put('pmax', state.pmax, d.pmax);
  put('beds', state.beds, d.beds);
  put('baths', state.baths, d.baths);
  put('garages', state.garages, d.garages);
  if (state.homeTypes.length) out.set('homeTypes', state.homeTypes.join(','));
  put('sort', state.sort, d.sort);
  put('page', state.page, d.page);
  put('view', state.view, d.view);
  return out;
}

/** Slider value → dollars (spec §9): × 50,000 for sale, × 100 for rent. */
export function sliderToPrice(value: number, type: ListingKind): number {
  return value * (type === 'rent' ? 100 : 50_000);
}

/**
 * The price range of the slider: the lower bound is ignored at 0 (the minimum price applies), the upper at 100.
 */
export function priceRange(state: Pick<SearchState, 'pmin' | 'pmax' | 'type'>): {
  lowestPrice: number;
  highestPrice?: number;
} {
  const lowestPrice = state.pmin > 0 ? Math.max(MIN_PRICE, sliderToPrice(state.pmin, state.type)) : MIN_PRICE;
  return state.pmax < SLIDER_MAX
    ? { lowestPrice, highestPrice: sliderToPrice(state.pmax, state.type) }
    : { lowestPrice };
}

/**
 * The filters → the spec's houCondition (§3). The radius (metres): the address search's (812), else the visible
 * area's (`areaRadius`).
 */
export function toHouCondition(state: SearchState, areaRadius: number): HouCondition {
  const radius = state.r ?? Math.max(ADDRESS_RADIUS_M, Math.min(areaRadius, 200_000));
  const [sortBy, descOrAsc] =
    state.sort === 'price_low2high'
      ? (['price', 'asc'] as const)
      : state.sort === 'price_high2low'
        ? (['price', 'desc'] as const)
        : (['listingCreatedTimestamp', 'desc'] as const);
  return {
    ...priceRange(state),
    ...(state.beds ? { bedrooms: state.beds } : {}),
    ...(state.baths ? { washrooms: state.baths } : {}),
    ...(state.garages ? { garages: state.garages } : {}),
    ...(state.homeTypes.length ? { propertyType: state.homeTypes } : {}),
    listingType: state.type === 'rent' ? 'Lease' : 'Sale',
    sortBy,
    descOrAsc,
    latitude: state.lat,
    longitude: state.lng,
    radius,
  };
}

/**
 * The radius (metres) a map of about 1200 × 900 px covers at a zoom: from the web-mercator scale, so the area
 * query depends on the URL only (a reload asks the same question).
 */
export function radiusForZoom(lat: number, zoom: number): number {
  const metresPerPixel = (156_543.03 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;
  return Math.round(metresPerPixel * 750);
}
