import { queryOptions } from '@tanstack/react-query';
import { getRuntimeConfig, requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import {
  AgentInfosByHouseIdResponseSchema,
  type ListingAgent,
} from '@hearth/shared/contracts/houseRecommend';
import { agentInfosByHouseId } from '@hearth/shared/spec-calls';

/**
 * GET {houseRecommend}/getAgentInfosByHouseId?houId: the listing's agents. The house recommend host is optional in
 * the runtime config (and a shell built before it existed drops it): without it the cmis host serves the call.
 */
export async function getListingAgents(houId: string, signal?: AbortSignal): Promise<ListingAgent[]> {
  const call = getRuntimeConfig().hosts.houseRecommend
    ? agentInfosByHouseId
    : { ...agentInfosByHouseId, host: 'cmis' };
  const body = await requestCall(call, {
    schema: AgentInfosByHouseIdResponseSchema,
    params: { houId },
    signal,
  });
  return unwrapCode(body, `${call.host}:${call.path}`).data;
}

export function listingAgentsQuery(houId: string) {
  return queryOptions({
    queryKey: ['houseRecommend', agentInfosByHouseId.path, houId] as const,
    queryFn: ({ signal }) => getListingAgents(houId, signal),
  });
}
