import { createRng, int, pick } from './random';
import { PLACES, PROPERTY_TYPES, type PropertyType } from './places';

/** A seeded listing row. */
export interface ListingSeed {
  identifier: string;
  board: 'treb' | 'rebgv' | 'crea';
  mlsNumber: string;
  listingType: 'Sale' | 'Lease';
  propertyType: PropertyType;
  price: number;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  bedrooms: number;
  bedroomsPlus: number;
  washrooms: number;
  garages: number;
  pictureCount: number;
  listedAt: string;
  /**
   * Answered in the MINIMAL wire shape: only the spec's card fields that have a value, numbers as strings,
   * listingType upper-cased, no picture when pictureCount is 0, no bedrooms_plus / garages.
   */
  minimal?: boolean;
}

/** The listing priced at or below 200 (a parking spot): stored but never returned by list endpoints. */
export const CHEAP_LISTING_ID = 'treb-C5800150';
/** Number of regular listings generated. */
export const LISTING_COUNT = 60;

/**
 * Mia's own listings (after the generated ones, so the generated data does not change). The first two are
 * MINIMAL and have no pictures; the third is a regular listing.
 */
export const MINIMAL_LISTING_IDS = ['treb-N4100001', 'treb-C4100002'] as const;
export const MIA_LISTINGS: readonly ListingSeed[] = [
  {
    identifier: 'treb-N4100001',
    board: 'treb',
    mlsNumber: 'N4100001',
    listingType: 'Sale',
    propertyType: 'Townhouse',
    price: 1189000,
    street: '28 Main St Unionville',
    city: 'Markham',
    province: 'ON',
    postalCode: 'L3R 2G1',
    latitude: 43.8672,
    longitude: -79.3121,
    bedrooms: 3,
    bedroomsPlus: 1,
    washrooms: 3,
    garages: 1,
    pictureCount: 0,
    listedAt: '2026-11-20 15:00:00',
    minimal: true,
  },
  {
    identifier: 'treb-C4100002',
    board: 'treb',
    mlsNumber: 'C4100002',
    listingType: 'Lease',
    propertyType: 'Condo',
    price: 2850,
    street: '1805-88 Harbour St',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5J 0C3',
    latitude: 43.6416,
    longitude: -79.3785,
    bedrooms: 1,
    bedroomsPlus: 0,
    washrooms: 1,
    garages: 0,
    pictureCount: 0,
    listedAt: '2026-11-19 12:30:00',
    minimal: true,
  },
  {
    identifier: 'crea-X4100003',
    board: 'crea',
    mlsNumber: 'X4100003',
    listingType: 'Sale',
    propertyType: 'Detached',
    price: 849000,
    street: '61 Aberdeen Ave',
    city: 'Hamilton',
    province: 'ON',
    postalCode: 'L8P 2N9',
    latitude: 43.2519,
    longitude: -79.8815,
    bedrooms: 4,
    bedroomsPlus: 0,
    washrooms: 2,
    garages: 2,
    pictureCount: 4,
    listedAt: '2026-11-18 09:45:00',
  },
];

const BASE_LISTED = Date.UTC(2026, 9, 30, 14, 0, 0);

function sqlDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

function salePrice(rng: () => number, type: PropertyType, vancouver: boolean): number {
  const ranges: Record<PropertyType, [number, number]> = {
    Condo: [500, 1100],
    Townhouse: [800, 1500],
    'Semi-Detached': [950, 1700],
    Detached: [1300, 2700],
  };
  const [min, max] = ranges[type];
  return Math.round(int(rng, min, max) * (vancouver ? 1.1 : 1)) * 1000;
}

/** ~60 listings on treb, rebgv and crea, fully determined by a fixed seed. */
export function buildListings(): ListingSeed[] {
  const rng = createRng(20261121);
  const used = new Set<string>();
  const list: ListingSeed[] = [];
  for (let i = 0; i < LISTING_COUNT; i += 1) {
    const place = PLACES[i % PLACES.length]!;
    const type = pick(rng, PROPERTY_TYPES);
    const lease = i % 3 === 1;
    const condo = type === 'Condo';
    let mls = '';
    do mls = `${place.mlsLetter}${int(rng, 5100000, 5999999)}`;
    while (used.has(mls));
    used.add(mls);
    const bedrooms = condo ? int(rng, 1, 3) : int(rng, 3, 5);
    const number = condo
      ? `${int(rng, 2, 45)}${String(int(rng, 1, 12)).padStart(2, '0')}-${int(rng, 10, 500)}`
      : String(int(rng, 10, 990));
    list.push({
      identifier: `${place.board}-${mls}`,
      board: place.board,
      mlsNumber: mls,
      listingType: lease ? 'Lease' : 'Sale',
      propertyType: type,
      price: lease ? int(rng, 40, 100) * 50 : salePrice(rng, type, place.province === 'BC'),
      street: `${number} ${pick(rng, place.streets)}`,
      city: place.city,
      province: place.province,
      postalCode: `${place.postal} ${int(rng, 1, 9)}${String.fromCharCode(65 + int(rng, 0, 25))}${int(rng, 1, 9)}`,
      latitude: Number((place.lat + (rng() - 0.5) * 0.06).toFixed(6)),
      longitude: Number((place.lng + (rng() - 0.5) * 0.08).toFixed(6)),
      bedrooms,
      bedroomsPlus: rng() < 0.35 ? 1 : 0,
      washrooms: Math.max(1, bedrooms - int(rng, 0, 1)),
      garages: condo ? int(rng, 0, 1) : int(rng, 1, 3),
      pictureCount: int(rng, 3, 6),
      listedAt: sqlDate(BASE_LISTED - i * 11 * 3600_000 - int(rng, 0, 3600) * 1000),
    });
  }
  list.push({
    identifier: CHEAP_LISTING_ID,
    board: 'treb',
    mlsNumber: 'C5800150',
    listingType: 'Lease',
    propertyType: 'Condo',
    price: 150,
    street: 'P2-117 Harbour St (parking spot)',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5J 0C3',
    latitude: 43.641,
    longitude: -79.379,
    bedrooms: 0,
    bedroomsPlus: 0,
    washrooms: 0,
    garages: 1,
    pictureCount: 1,
    listedAt: sqlDate(BASE_LISTED - 3600_000),
  });
  list.push(...MIA_LISTINGS);
  return list;
}

/**
 * Attention lists: lily gets 20 Toronto-area listings (+ the cheap one, filtered), hearth 8 mixed, oscar 4 in
 * Vancouver, mia her 3 own listings (2 minimal) then 3 generated crea listings.
 */
export function attentionOf(listings: readonly ListingSeed[]): Record<string, string[]> {
  const mia = new Set(MIA_LISTINGS.map((l) => l.identifier));
  const generated = listings.filter((l) => !mia.has(l.identifier));
  const onTreb = generated.filter((l) => l.board === 'treb' && l.identifier !== CHEAP_LISTING_ID);
  const lily = onTreb.slice(0, 20).map((l) => l.identifier);
  lily.splice(3, 0, CHEAP_LISTING_ID);
  const hearth = generated
    .filter((_, i) => i % 7 === 2)
    .slice(0, 8)
    .map((l) => l.identifier);
  return {
    lily,
    hearth,
    oscar: generated
      .filter((l) => l.board === 'rebgv')
      .slice(0, 4)
      .map((l) => l.identifier),
    mia: [
      ...MIA_LISTINGS.map((l) => l.identifier),
      ...generated
        .filter((l) => l.board === 'crea')
        .slice(0, 3)
        .map((l) => l.identifier),
    ],
  };
}
