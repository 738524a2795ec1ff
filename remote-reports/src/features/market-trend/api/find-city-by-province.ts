import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { FindCityByProvinceResponseSchema } from '@hearth/shared/contracts/selection';
import { findCityByProvince as call } from '@hearth/shared/spec-calls';

const PATH = call.path;

/** hybrid-pages §7 item 6, POST (urlencoded) {selection}/findCityByProvince.json with province: its cities. */
export async function findCityByProvince(province: string, signal?: AbortSignal): Promise<string[]> {
  const body = await requestCall(call, {
    params: { province },
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
