import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, Pagination, Spinner, usePageParam } from '@hearth/shared';
import { LISTINGS_PAGE_SIZE } from '../api/channel-house-list';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { useAgentListings } from '../api/use-agent-listings';

/** The agent's featured listings, paged by `?page=`. */
export function AgentListings({ cimsUid }: { cimsUid: number }) {
  const { t } = useTranslation('listings');
  const { page, hrefFor } = usePageParam();
  const resource = useAgentListings(cimsUid, page);
  const { data } = resource;

  if (resource.status === 'error' && !data)
    return <ErrorState error={resource.error} onRetry={resource.retry} />;
  return (
    <section className="agent-listings" aria-busy={resource.status === 'loading'}>
      {resource.status === 'loading' && <Spinner label={t('loadingPage', { page })} />}
      {resource.status === 'error' && <ErrorState error={resource.error} onRetry={resource.retry} />}
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
