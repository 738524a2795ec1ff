import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { FindCommunityByCityResponseSchema } from '@hearth/shared/contracts/selection';
import { findCommunityByCity as call } from '@hearth/shared/spec-calls';

const PATH = call.path;

/** hybrid-pages §7 item 7, POST (urlencoded) {selection}/findCommunityByCity.json with city: its communities. */
export async function findCommunityByCity(city: string, signal?: AbortSignal): Promise<string[]> {
  const body = await requestCall(call, {
    params: { city },
    schema: FindCommunityByCityResponseSchema,
    signal,
  });
  return unwrapCode(body, `selection:${PATH}`).data;
}

export function communitiesQuery(city: string) {
  return queryOptions({
    queryKey: ['selection', PATH, { city }] as const,
    queryFn: ({ signal }) => findCommunityByCity(city, signal),
  });
}
