import type { QueryClient } from '@tanstack/react-query';
import { ltypeNow, siteAgentWhenResolved } from '@hearth/shared/query';
import { channelHouseListQuery } from './api/channel-house-list';

/**
 * Page `pageNum` of the site owner's listings, requested as soon as the owner is known: the prefetch of /listings
 * and of the featured listings widget (its page 1: the same query and cache entry). Nothing without an agent.
 */
export async function prefetchAgentListings(queryClient: QueryClient, pageNum: number): Promise<void> {
  const agent = await siteAgentWhenResolved();
  if (!agent) return;
  await queryClient.prefetchQuery(
    channelHouseListQuery({ cimsUrefId: agent.cims_uid, pageNum, ltype: ltypeNow() }),
  );
}
