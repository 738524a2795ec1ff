import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { FindCityByProvinceResponseSchema } from '@hearth/shared/contracts';

const PATH = '/findCityByProvince.json';

/** POST (urlencoded) {selection}/findCityByProvince.json with province: the province's cities. */
export async function findCityByProvince(province: string, signal?: AbortSignal): Promise<string[]> {
  const body = await requestJson('selection', PATH, {
    method: 'post',
    form: { province },
    schema: FindCityByProvinceResponseSchema,
    signal,
  });
  return unwrapCode(body, `selection:${PATH}`).data;
}

export function citiesQuery(province: string) {
  return queryOptions({
    queryKey: ['selection', PATH, { province }] as const,
    queryFn: ({ signal }) => findCityByProvince(province, signal),
  });
}
