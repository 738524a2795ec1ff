import {
  GoogleAutocompleteQuerySchema,
  GooglePlacesQuerySchema,
} from '@hearth/shared/contracts/analysisService';
import type { App } from '../../http/deps';
import { ok, parseWith, queryOf } from '../../http/respond';
import { PLACES } from '../../seed/places';

interface Address {
  description: string;
  name: string;
  lat: number;
  lng: number;
}

/** Every seeded street as a Google-like address, each at its city's centre (deterministic). */
const ADDRESSES: readonly Address[] = PLACES.flatMap((p) => [
  { description: `${p.city}, ${p.province}, Canada`, name: p.city, lat: p.lat, lng: p.lng },
  ...p.streets.map((street) => ({
    description: `${street}, ${p.city}, ${p.province}, Canada`,
    name: street,
    lat: p.lat,
    lng: p.lng,
  })),
]);

/** Addresses containing every word of the text (any case), at most `limit`. */
export function matchAddresses(text: string, limit = 5): Address[] {
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return ADDRESSES.filter((a) => words.every((w) => a.description.toLowerCase().includes(w))).slice(0, limit);
}

/** GET /analysis/google/autocomplete?searchtext= and GET /analysis/google/places?searchtext= (seeded places). */
export function mountGooglePlaces(app: App): void {
  app.get('/analysis/google/autocomplete', (c) => {
    const q = parseWith(GoogleAutocompleteQuerySchema, queryOf(c));
    return ok(c, { predictions: matchAddresses(q.searchtext).map((a) => ({ description: a.description })) });
  });
  app.get('/analysis/google/places', (c) => {
    const q = parseWith(GooglePlacesQuerySchema, queryOf(c));
    const candidates = matchAddresses(q.searchtext, 1).map((a) => ({
      name: a.name,
      geometry: { location: { lat: a.lat, lng: a.lng } },
    }));
    return ok(c, { candidates });
  });
}
