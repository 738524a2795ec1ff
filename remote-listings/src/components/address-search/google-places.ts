import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { GooglePlacesResponseSchema } from '@hearth/shared/contracts/analysisService';
import { googlePlaces } from '@hearth/shared/spec-calls';

export interface FoundPlace {
  lat: number;
  lng: number;
  name: string | null;
}

/** GET {analysisService}/google/places?searchtext (spec §7): the first candidate with a location, or null. */
export async function findPlace(searchtext: string, signal?: AbortSignal): Promise<FoundPlace | null> {
  const body = await requestCall(googlePlaces, {
    schema: GooglePlacesResponseSchema,
    params: { searchtext },
    signal,
  });
  const first = unwrapCode(body, `analysisService:${googlePlaces.path}`).data.candidates.find(
    (c) => c.geometry,
  );
  return first?.geometry
    ? { lat: first.geometry.location.lat, lng: first.geometry.location.lng, name: first.name ?? null }
    : null;
}
