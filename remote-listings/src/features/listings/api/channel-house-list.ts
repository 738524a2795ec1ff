import { queryOptions } from '@tanstack/react-query';
import { requestCall, type Ltype } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import { ChannelHouseListResponseSchema, type ListingSummary } from '@hearth/shared/contracts/cmis';
import { channelHouseList } from '@hearth/shared/spec-calls';

/** Property list page size (spec §9). */
export const LISTINGS_PAGE_SIZE = 6;

/** Listings priced at or below this are dropped (spec §5), even if the server sends them. */
export const MIN_LISTING_PRICE = 200;

export interface ChannelHouseListParams {
  /** The agent's cims_uid (ids are strings in the contracts). */
  cimsUrefId: string;
  pageNum: number;
  pageSize?: number;
  ltype: Ltype;
}

export interface ChannelHousePage {
  listings: ListingSummary[];
  totalPage: number;
  totalRecord: number;
  pageSize: number;
}

/** GET {cmis}/channel/channelHouseListByUserAttention: one page of the agent's featured listings. */
export async function getChannelHouseList(
  params: ChannelHouseListParams,
  signal?: AbortSignal,
): Promise<ChannelHousePage> {
  const body = await requestCall(channelHouseList, {
    schema: ChannelHouseListResponseSchema,
    params: {
      cimsUrefId: params.cimsUrefId,
      pageNum: params.pageNum,
      pageSize: params.pageSize ?? LISTINGS_PAGE_SIZE,
      ltype: params.ltype,
    },
    signal,
  });
  const ok = unwrapCode(body, `cmis:${channelHouseList.path}`);
  return {
    // A listing without a price is kept (its card shows N/A); only a known price of 200 or below is dropped.
    listings: ok.data.filter((listing) => listing.price === null || listing.price > MIN_LISTING_PRICE),
    totalPage: ok.totalPage,
    totalRecord: ok.totalRecord,
    // pageSize is optional in the contract: the size asked for.
    pageSize: ok.pageSize ?? params.pageSize ?? LISTINGS_PAGE_SIZE,
  };
}

/**
 * The query of one page of the agent's featured listings: used by the page (`useQuery`) and by the route's
 * prefetch, so both share one cache entry. Its first load drives the global spinner.
 */
export function channelHouseListQuery(params: ChannelHouseListParams) {
  const input = { ...params, pageSize: params.pageSize ?? LISTINGS_PAGE_SIZE };
  return queryOptions({
    queryKey: ['cmis', channelHouseList.path, input] as const,
    queryFn: ({ signal }) => getChannelHouseList(input, signal),
    meta: { globalSpinner: true },
  });
}
