import { useMemo } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { contentPages } from '../../../routes/pages';
import { formatDate } from '@hearth/shared/dates';
import type { NewsItem } from '@hearth/shared/contracts/newsApi';
import { sanitizedText } from '@hearth/shared/html';
import { summarise } from '../api/news-rules';

/** The date shown on news: the server's createdatStr, else the createdat date. */
export function newsDate(item: NewsItem): string | null {
  return item.createdatStr ?? (item.createdat ? formatDate(item.createdat) : null);
}

/** One news card: picture (placeholder), title link, date and author, the summary. The first card is large. */
export function NewsCard({ item, large = false }: { item: NewsItem; large?: boolean }) {
  const { t } = useTranslation('content');
  const summary = useMemo(() => summarise(sanitizedText(item.detail)), [item.detail]);
  const date = newsDate(item);
  const Heading = large ? 'h2' : 'h3';
  return (
    <article className={`news-card${large ? ' news-card--large' : ''}`}>
      {item.images ? (
        <img className="news-card__img" src={item.images} alt="" loading={large ? 'eager' : 'lazy'} />
      ) : (
        <div className="news-card__img news-card__img--none" aria-hidden="true">
          {t('news.noImage')}
        </div>
      )}
      <div className="news-card__text">
        <Heading className="news-card__title">
          <Link to={contentPages.href('news-detail', { source: item.source, newsid: item.id })}>
            {item.title}
          </Link>
        </Heading>
        <p className="news-card__meta">
          {date && <span>{date}</span>}
          {item.customized_author_name && (
            <span>{t('news.by', { author: item.customized_author_name })}</span>
          )}
        </p>
        {summary && <p className="news-card__summary">{summary}</p>}
      </div>
    </article>
  );
}
