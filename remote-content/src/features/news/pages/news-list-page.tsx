import './news.css';
import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useParams } from '@hearth/shared/router';
import { useConfigStore } from '@hearth/shared';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { ItemNotFound } from '../../../components/item-not-found';
import { newsListQuery, type NewsPage } from '../api/news-list';
import { newsTypes, uniqueById } from '../api/news-rules';
import { NewsBanner } from '../components/news-banner';
import { NewsCard } from '../components/news-card';
import { NewsTabs } from '../components/news-tabs';
import { PopularNews } from '../components/popular-news';
import { ensurePageTranslations } from '../../../i18n/page-translations';

/** /news-list/{type}: an unknown type is the 404 content (and a 404 from the server: the route's `missing`). */
export function NewsListPage() {
  ensurePageTranslations();
  const { type = '' } = useParams();
  const productName = useConfigStore((s) => s.config?.productName ?? 'Hearth');
  const types = newsTypes(productName);
  const index = types.indexOf(type.toLowerCase());
  if (index < 0) return <ItemNotFound />;
  const current = types[index]!;
  return (
    <div className="news-page">
      <NewsBanner index={index} />
      <NewsTabs types={types} current={current} />
      <div className="news-page__grid">
        <NewsList key={current} productName={productName} type={current} />
        <PopularNews />
      </div>
    </div>
  );
}

/** The channel's cards: the first large, Load More while pages remain; ids shown once. */
function NewsList({ productName, type }: { productName: string; type: string }) {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const options = newsListQuery({ productName, type });
  const query = useInfiniteQuery(options);
  const key = options.queryKey;
  // Leaving the route (another tab) resets this channel to page 1 for the next visit.
  useEffect(
    () => () => {
      queryClient.setQueryData<InfiniteData<NewsPage, number>>(key, (data) =>
        data && data.pages.length > 1
          ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
          : data,
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is derived from these inputs
    [queryClient, productName, type],
  );
  const items = useMemo(() => uniqueById(query.data?.pages.flatMap((p) => p.items) ?? []), [query.data]);

  if (query.isPending)
    return (
      <div className="news-list news-list--pending">
        <Spinner />
      </div>
    );
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <section className="news-list" aria-label={t('news.listLabel')}>
      {items.length === 0 && <p>{t('news.empty')}</p>}
      <ul className="news-list__items">
        {items.map((item, i) => (
          <li key={item.id} className={i === 0 ? 'news-list__first' : undefined}>
            <NewsCard item={item} large={i === 0} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} />
      )}
      {query.isFetchingNextPage && <Spinner label={t('news.loadingMore')} />}
      {query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError && (
        <button
          type="button"
          className="hearth-button news-list__more"
          onClick={() => void query.fetchNextPage()}
        >
          {t('news.loadMore')}
        </button>
      )}
    </section>
  );
}
