import { buildListings, MIA_LISTINGS, type ListingSeed } from './listings';
import { PLACES, PROPERTY_TYPES } from './places';
import { createRng, int, pick } from './random';

/** How many listings the map search seeds (issue 11: enough for real clustering and paging). */
export const MAP_LISTING_COUNT = 640;

/** Map listings priced at or below the minimum (200): the search drops them. */
export const MAP_CHEAP_EVERY = 80;

const FIRST_LISTED = Date.UTC(2026, 10, 15, 12, 0, 0);
const sqlDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/**
 * Listings for the map search over Greater Toronto (2/3) and Greater Vancouver (1/3): every property type, sale
 * and lease, prices from $50 rent to $3M (one in 80 at or below 200), 0–8 pictures, created over six months;
 * a quarter within about 800 m of a city centre (where the places service puts addresses), the rest around it. Deterministic; MLS numbers never collide with the other seeds.
 */
export function buildMapListings(): ListingSeed[] {
  const rng = createRng(20261122);
  const used = new Set([...buildListings(), ...MIA_LISTINGS].map((l) => l.mlsNumber));
  const ontario = PLACES.filter((p) => p.province === 'ON');
  const bc = PLACES.filter((p) => p.province === 'BC');
  const list: ListingSeed[] = [];
  for (let i = 0; i < MAP_LISTING_COUNT; i += 1) {
    const place = i % 3 === 2 ? bc[i % bc.length]! : ontario[i % ontario.length]!;
    const type = pick(rng, PROPERTY_TYPES);
    const lease = i % 4 === 1;
    let mls = '';
    do mls = `${place.mlsLetter}${int(rng, 6000000, 6999999)}`;
    while (used.has(mls));
    used.add(mls);
    const condo = type === 'Condo';
    const bedrooms = condo ? int(rng, 0, 3) : int(rng, 2, 6);
    const cheap = i % MAP_CHEAP_EVERY === 7;
    const price = cheap ? int(rng, 1, 4) * 50 : lease ? int(rng, 18, 90) * 50 : int(rng, 400, 3000) * 1000;
    list.push({
      identifier: `${place.board}-${mls}`,
      board: place.board,
      mlsNumber: mls,
      listingType: lease ? 'Lease' : 'Sale',
      propertyType: type,
      price,
      street: `${int(rng, 1, 999)} ${pick(rng, place.streets)}`,
      city: place.city,
      province: place.province,
      postalCode: `${place.postal} ${int(rng, 1, 9)}${String.fromCharCode(65 + int(rng, 0, 25))}${int(rng, 1, 9)}`,
      // One in four near the centre (an address search's 812 m finds some), the rest over the city.
      latitude: Number((place.lat + (rng() - 0.5) * (i % 4 === 0 ? 0.014 : 0.16)).toFixed(6)),
      longitude: Number((place.lng + (rng() - 0.5) * (i % 4 === 0 ? 0.019 : 0.22)).toFixed(6)),
      bedrooms,
      bedroomsPlus: rng() < 0.3 ? 1 : 0,
      washrooms: Math.max(1, bedrooms - int(rng, 0, 1)),
      garages: condo ? int(rng, 0, 1) : int(rng, 0, 3),
      pictureCount: i % 17 === 3 ? 0 : int(rng, 1, 8),
      listedAt: sqlDate(FIRST_LISTED - i * 6.5 * 3600_000 - int(rng, 0, 3600) * 1000),
    });
  }
  return list;
}
