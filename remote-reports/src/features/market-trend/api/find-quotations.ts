import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import {
  FindQuotationsResponseSchema,
  type PropertyTypeName,
  type QuotationStatistics,
} from '@hearth/shared/contracts/quotation';
import { findQuotations as call } from '@hearth/shared/spec-calls';

const PATH = call.path;
/**
 * The selectors' "all" value. The spec sends community null for all; a form has no null, so it travels as the text
 * `null` (what a form encoder makes of a null value; recorded in the README).
 */
export const ALL = 'all';

export interface QuotationInput {
  city: string;
  community: string;
  propertyNew: PropertyTypeName;
}

/** hybrid-pages §7 item 5, POST (urlencoded) {quotation}/findQuotations.json: city, community, propertyNew. */
export async function findQuotations(
  input: QuotationInput,
  signal?: AbortSignal,
): Promise<QuotationStatistics> {
  const body = await requestCall(call, {
    params: {
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
