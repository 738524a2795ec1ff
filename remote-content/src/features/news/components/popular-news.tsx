import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { useConfigStore } from '@hearth/shared';
import { contentPages } from '../../../routes/pages';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { popularNewsQuery } from '../api/news-popular';

/** The "Most Popular" side list (count 5, de-duplicated, ascending browseCount). */
export function PopularNews() {
  const { t } = useTranslation('content');
  const productName = useConfigStore((s) => s.config?.productName ?? 'Hearth');
  const query = useQuery(popularNewsQuery(productName));
  return (
    <aside className="popular-news" aria-labelledby="popular-news-heading">
      <h2 id="popular-news-heading">{t('news.popular')}</h2>
      {query.isPending && <Spinner />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <ol className="popular-news__list">
          {query.data.map((item) => (
            <li key={item.id}>
              <Link to={contentPages.href('news-detail', { source: item.source, newsid: item.id })}>
                {item.title}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
