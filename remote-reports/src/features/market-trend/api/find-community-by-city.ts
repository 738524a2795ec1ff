import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { FindCommunityByCityResponseSchema } from '@hearth/shared/contracts';

const PATH = '/findCommunityByCity.json';

/** POST (urlencoded) {selection}/findCommunityByCity.json with city: the city's communities. */
export async function findCommunityByCity(city: string, signal?: AbortSignal): Promise<string[]> {
  const body = await requestJson('selection', PATH, {
    method: 'post',
    form: { city },
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
