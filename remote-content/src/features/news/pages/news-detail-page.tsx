import './news.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useParams } from '@hearth/shared/router';
import { useConfigStore } from '@hearth/shared';
import { ErrorState, ShareBar, Spinner } from '@hearth/shared/ui';
import { Breadcrumb } from '../../../components/breadcrumb';
import { newsTrail } from '../../../components/trails';
import { ServerHtml } from '../../../components/server-html';
import { ItemNotFound } from '../../../components/item-not-found';
import { newsInfoQuery } from '../api/news-info';
import { newsDate } from '../components/news-card';
import { PopularNews } from '../components/popular-news';
import { ensurePageTranslations } from '../../../i18n/page-translations';

/**
 * /news-detail/{source}/{newsid}: share bar, title, date and author, the sanitised body, the popular list. An item
 * the service does not have is the 404 content (and a 404 from the server: the route's `missing`).
 */
export function NewsDetailPage() {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  const { source = '', newsid = '' } = useParams();
  const productName = useConfigStore((s) => s.config?.productName ?? 'Hearth');
  const query = useQuery(newsInfoQuery({ productName, source, id: newsid }));
  const item = query.data;
  const date = item ? newsDate(item) : null;
  if (item === null) return <ItemNotFound />;
  return (
    <div className="news-page news-detail">
      <Breadcrumb items={newsTrail(t, item?.title ?? t('news.detailTitle'))} />
      <div className="news-page__grid">
        <div className="news-detail__main">
          <h1 className="news-detail__title">{item?.title ?? t('news.detailTitle')}</h1>
          {query.isPending && <Spinner />}
          {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
          {item && (
            <>
              <p className="news-card__meta">
                {date && <span>{date}</span>}
                {item.customized_author_name && (
                  <span>{t('news.by', { author: item.customized_author_name })}</span>
                )}
              </p>
              <ShareBar title={item.title} />
              <article className="news-detail__body" aria-label={item.title}>
                <ServerHtml html={item.detail} />
              </article>
            </>
          )}
        </div>
        <PopularNews />
      </div>
    </div>
  );
}
