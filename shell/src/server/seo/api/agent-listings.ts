import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { ChannelHouseListResponseSchema, type ListingSummary } from '@hearth/shared/contracts/cmis';
import { channelHouseList } from '@hearth/shared/spec-calls';
import type { ListPage } from '../paged-list';

/**
 * GET {cmis}/channel/channelHouseListByUserAttention (public-site §7): one page of the agent's featured listings, the
 * list /listings shows (6 a page, as the spec fixes it). English (ltype 1): only the ids are read.
 */
export async function agentListingsPage(
  cimsUrefId: string,
  pageNum: number,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<ListPage<ListingSummary>> {
  const body = await requestCall(channelHouseList, {
    schema: ChannelHouseListResponseSchema,
    params: { cimsUrefId, pageNum, pageSize: channelHouseList.fixed.pageSize, ltype: 1 },
    signal,
    timeoutMs,
  });
  const ok = unwrapCode(body, `cmis:${channelHouseList.path}`);
  return { items: ok.data, totalPage: ok.totalPage };
}
