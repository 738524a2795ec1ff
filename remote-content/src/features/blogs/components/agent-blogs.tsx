import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, Pagination, Spinner, usePageParam } from '@hearth/shared';
import { BlogItem } from './blog-item';
import { useAgentBlogs } from '../api/use-agent-blogs';
import { useTitleTags } from '../api/use-title-tags';

/** The pagination's per-page before the first answer; then the server's pageSize (spec: initially 6). */
export const INITIAL_PER_PAGE = 6;

/** Pages of the pagination: from the total and the per-page the server reported. */
export function pageCount(totalRecord: number, perPage: number): number {
  return perPage > 0 ? Math.ceil(totalRecord / perPage) : 0;
}

/** The agent's blog articles, paged by `?page=`, with language tags on each title. */
export function AgentBlogs({ userId }: { userId: number }) {
  const { t } = useTranslation('content');
  const { page, hrefFor } = usePageParam();
  const resource = useAgentBlogs(userId, page);
  const { data } = resource;
  const titles = useMemo(
    () => (resource.status === 'success' ? resource.data.articles.map((a) => a.title) : []),
    [resource.status, resource.data],
  );
  const tags = useTitleTags(titles);

  if (resource.status === 'error' && !data)
    return <ErrorState error={resource.error} onRetry={resource.retry} />;
  const perPage = data?.pageSize ?? INITIAL_PER_PAGE;
  return (
    <section className="agent-blogs" aria-busy={resource.status === 'loading'}>
      {resource.status === 'loading' && <Spinner label={t('blogs.loadingPage', { page })} />}
      {resource.status === 'error' && <ErrorState error={resource.error} onRetry={resource.retry} />}
      {data && (
        <>
          {data.articles.length > 0 ? (
            <ul className="agent-blogs__list">
              {data.articles.map((article) => (
                <li key={article.id}>
                  <BlogItem article={article} tags={tags.get(article.title) ?? []} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="agent-blogs__empty">
              {t('blogs.empty')} {page > 1 && <Link to={hrefFor(1)}>{t('blogs.firstPage')}</Link>}
            </p>
          )}
          <Pagination page={page} totalPages={pageCount(data.totalRecord, perPage)} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}
