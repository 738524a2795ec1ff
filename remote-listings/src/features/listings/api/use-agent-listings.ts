import { ltypeOf, useLocaleStore, useResource } from '@hearth/shared';
import { getChannelHouseList, LISTINGS_PAGE_SIZE } from './channel-house-list';

/** One page of the agent's featured listings (drives the global spinner too). */
export function useAgentListings(cimsUid: number, page: number) {
  const ltype = ltypeOf(useLocaleStore((s) => s.locale));
  return useResource(
    (signal) =>
      getChannelHouseList(
        { cimsUrefId: cimsUid, pageNum: page, pageSize: LISTINGS_PAGE_SIZE, ltype },
        signal,
      ),
    [cimsUid, page, ltype],
    { globalSpinner: true },
  );
}
