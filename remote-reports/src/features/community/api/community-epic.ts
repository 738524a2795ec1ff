import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { CommunityEpicResponseSchema, type CommunityData } from '@hearth/shared/contracts/analysisService';
import { communityEpic } from '@hearth/shared/spec-calls';

const PATH = communityEpic.path;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** hybrid-pages §7 item 9, GET {analysisService}/community/epic?Latitude=&Longitude= (code 200): the area's data. */
export async function getCommunityEpic(at: Coordinates, signal?: AbortSignal): Promise<CommunityData> {
  const body = await requestCall(communityEpic, {
    schema: CommunityEpicResponseSchema,
    params: { Latitude: at.latitude, Longitude: at.longitude },
    signal,
  });
  return unwrapCode(body, `analysisService:${PATH}`).data;
}

export function communityEpicQuery(at: Coordinates) {
  return queryOptions({
    queryKey: ['analysisService', PATH, at] as const,
    queryFn: ({ signal }) => getCommunityEpic(at, signal),
  });
}

/** `Latitude` and `Longitude` from the query: finite numbers in range, else null (invalid coordinates). */
export function coordinatesOf(params: URLSearchParams): Coordinates | null {
  const read = (name: string, limit: number) => {
    const text = params.get(name)?.trim() ?? '';
    const n = text === '' ? NaN : Number(text);
    return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
  };
  const latitude = read('Latitude', 90);
  const longitude = read('Longitude', 180);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}
