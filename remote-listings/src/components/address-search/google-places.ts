import { requestJson, unwrapCode } from '@hearth/shared';
import { GooglePlacesResponseSchema } from '@hearth/shared/contracts';

const PATH = '/google/places';

export interface FoundPlace {
  lat: number;
  lng: number;
  name: string | null;
}

/** GET {analysisService}/google/places?searchtext (spec §7): the first candidate with a location, or null. */
export async function findPlace(searchtext: string, signal?: AbortSignal): Promise<FoundPlace | null> {
  const body = await requestJson('analysisService', PATH, {
    schema: GooglePlacesResponseSchema,
    searchParams: { searchtext },
    signal,
  });
  const first = unwrapCode(body, `analysisService:${PATH}`).data.candidates.find((c) => c.geometry);
  return first?.geometry
    ? { lat: first.geometry.location.lat, lng: first.geometry.location.lng, name: first.name ?? null }
    : null;
}
