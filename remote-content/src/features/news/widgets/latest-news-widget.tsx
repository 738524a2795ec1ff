import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { useConfigStore } from '@hearth/shared';
import { contentPages } from '../../../routes/pages';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { latestNewsQuery } from '../api/latest-news';
import { newsDate } from '../components/news-card';

/** The home page's latest news: up to 5 (type all, page 1, newest first), each linking to its detail. */
export function LatestNewsWidget() {
  const { t } = useTranslation('content');
  const productName = useConfigStore((s) => s.config?.productName ?? 'Hearth');
  const query = useQuery(latestNewsQuery(productName));
  return (
    <section className="home-widget latest-news" aria-labelledby="latest-news-heading">
      <div className="home-widget__head">
        <h2 id="latest-news-heading">{t('widgets.news.heading')}</h2>
        <Link to={contentPages.href('news-list', { type: 'all' })} aria-label={t('widgets.news.allLabel')}>
          {t('widgets.all')}
        </Link>
      </div>
      {query.isPending && <Spinner />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && query.data.length === 0 && <p>{t('news.empty')}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="home-widget__list">
          {query.data.map((item) => (
            <li key={item.id}>
              <Link to={contentPages.href('news-detail', { source: item.source, newsid: item.id })}>
                {item.title}
              </Link>
              {newsDate(item) && <span className="home-widget__meta">{newsDate(item)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
