import { queryOptions } from '@tanstack/react-query';
import { getRuntimeConfig, requestJson, unwrapCode } from '@hearth/shared';
import { AgentInfosByHouseIdResponseSchema, type ListingAgent } from '@hearth/shared/contracts';

const PATH = '/getAgentInfosByHouseId';

/**
 * GET {houseRecommend}/getAgentInfosByHouseId?houId: the listing's agents. The house recommend host is optional in
 * the runtime config (and a shell built before it existed drops it): without it the cmis host serves the call.
 */
export async function getListingAgents(houId: string, signal?: AbortSignal): Promise<ListingAgent[]> {
  const host = getRuntimeConfig().hosts.houseRecommend ? 'houseRecommend' : 'cmis';
  const body = await requestJson(host, PATH, {
    schema: AgentInfosByHouseIdResponseSchema,
    searchParams: { houId },
    signal,
  });
  return unwrapCode(body, `${host}:${PATH}`).data;
}

export function listingAgentsQuery(houId: string) {
  return queryOptions({
    queryKey: ['houseRecommend', PATH, houId] as const,
    queryFn: ({ signal }) => getListingAgents(houId, signal),
  });
}
