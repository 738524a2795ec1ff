import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ltypeOf, useLocaleStore } from '@hearth/shared';
import { ErrorState, Pagination, Spinner, usePageParam } from '@hearth/shared/ui';
import { channelHouseListQuery, LISTINGS_PAGE_SIZE } from '../api/channel-house-list';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';

/** The agent's featured listings, paged by `?page=`. */
export function AgentListings({ cimsUid }: { cimsUid: string }) {
  const { t } = useTranslation('listings');
  const { page, hrefFor } = usePageParam();
  const ltype = ltypeOf(useLocaleStore((s) => s.locale));
  // The route's prefetch started this query with the same inputs; a page seen before paints from cache. While
  // another page loads, the current one stays (no layout jump) under the loading notice.
  const query = useQuery({
    ...channelHouseListQuery({ cimsUrefId: cimsUid, pageNum: page, ltype }),
    placeholderData: keepPreviousData,
  });
  const { data, error } = query;
  const loading = query.isFetching && (query.isPending || query.isPlaceholderData);
  const retry = () => void query.refetch();

  if (query.isError && !data) return <ErrorState error={error} onRetry={retry} />;
  return (
    <section className="agent-listings" aria-busy={loading}>
      {loading && <Spinner label={t('loadingPage', { page })} />}
      {query.isError && <ErrorState error={error} onRetry={retry} />}
      {data ? (
        <>
          <p className="agent-listings__total">{t('total', { total: data.totalRecord })}</p>
          {data.listings.length > 0 ? (
            <ListingGrid listings={data.listings} />
          ) : (
            <p className="agent-listings__empty">
              {t('empty')} {page > 1 && <Link to={hrefFor(1)}>{t('firstPage')}</Link>}
            </p>
          )}
          <Pagination page={page} totalPages={data.totalPage} hrefFor={hrefFor} />
        </>
      ) : (
        <ListingGridSkeleton count={LISTINGS_PAGE_SIZE} />
      )}
    </section>
  );
}
