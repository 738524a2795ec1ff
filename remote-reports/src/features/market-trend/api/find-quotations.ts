import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import {
  FindQuotationsResponseSchema,
  type PropertyTypeName,
  type QuotationStatistics,
} from '@hearth/shared/contracts';

const PATH = '/findQuotations.json';
/** The selectors' "all" value; the statistics call sends community "null" for it (spec: null for all). */
export const ALL = 'all';

export interface QuotationInput {
  city: string;
  community: string;
  propertyNew: PropertyTypeName;
}

/** POST (urlencoded) {quotation}/findQuotations.json with city, community ("null" for all) and propertyNew. */
export async function findQuotations(
  input: QuotationInput,
  signal?: AbortSignal,
): Promise<QuotationStatistics> {
  const body = await requestJson('quotation', PATH, {
    method: 'post',
    form: {
      city: input.city,
      community: input.community === ALL ? 'null' : input.community,
      propertyNew: input.propertyNew,
    },
    schema: FindQuotationsResponseSchema,
    signal,
  });
  return unwrapCode(body, `quotation:${PATH}`).data;
}

export function quotationsQuery(input: QuotationInput) {
  return queryOptions({
    queryKey: ['quotation', PATH, input] as const,
    queryFn: ({ signal }) => findQuotations(input, signal),
  });
}
