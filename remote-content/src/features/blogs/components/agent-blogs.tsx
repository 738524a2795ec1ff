import { useMemo } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ltypeOf, useLocaleStore } from '@hearth/shared';
import { ErrorState, Pagination, Spinner, usePageParam } from '@hearth/shared/ui';
import { BlogItem } from './blog-item';
import { blogPageListQuery } from '../api/blog-page-list';
import { useTitleTags } from '../api/use-title-tags';

/** The pagination's per-page before the first answer; then the server's pageSize (spec: initially 6). */
export const INITIAL_PER_PAGE = 6;

/** Pages of the pagination: from the total and the per-page the server reported. */
export function pageCount(totalRecord: number, perPage: number): number {
  return perPage > 0 ? Math.ceil(totalRecord / perPage) : 0;
}

/** The agent's blog articles, paged by `?page=`, with language tags on each title. */
export function AgentBlogs({ userId }: { userId: string }) {
  const { t } = useTranslation('content');
  const { page, hrefFor } = usePageParam();
  const ltype = ltypeOf(useLocaleStore((s) => s.locale));
  // The route's prefetch started this query with the same inputs; a page seen before paints from cache. While
  // another page loads, the current one stays under the loading notice.
  const query = useQuery({
    ...blogPageListQuery({ userId, pageNum: page, ltype }),
    placeholderData: keepPreviousData,
  });
  const { data, error } = query;
  const loading = query.isFetching && (query.isPending || query.isPlaceholderData);
  const retry = () => void query.refetch();
  // Tags of the titles on screen (a page kept while the next loads keeps its cached tags).
  const titles = useMemo(() => data?.articles.map((a) => a.title) ?? [], [data]);
  const tags = useTitleTags(titles);

  if (query.isError && !data) return <ErrorState error={error} onRetry={retry} />;
  const perPage = data?.pageSize ?? INITIAL_PER_PAGE;
  return (
    <section className="agent-blogs" aria-busy={loading}>
      {loading && <Spinner label={t('blogs.loadingPage', { page })} />}
      {query.isError && <ErrorState error={error} onRetry={retry} />}
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
