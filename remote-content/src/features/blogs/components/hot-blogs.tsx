import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { contentPages } from '../../../routes/pages';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { hotBlogsQuery, type HotBlogsParams } from '../api/hot-blogs';
import { totalReads } from '../api/blog-detail';

/** The hot blogs (userId 0: every agent's; at most 5): picture (placeholder when absent), title link and reads. */
export function HotBlogs(params: HotBlogsParams) {
  const { t } = useTranslation('content');
  const query = useQuery(hotBlogsQuery(params));
  const headingId = 'hot-blogs-heading';
  return (
    <section className="hot-blogs" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('blog.hot')}</h2>
      {query.isPending && <Spinner />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && query.data.length === 0 && <p>{t('blog.hotEmpty')}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="hot-blogs__list">
          {query.data.map((b) => (
            <li key={b.id} className="hot-blogs__item">
              {b.images ? (
                <img src={b.images} alt="" loading="lazy" width={96} height={54} />
              ) : (
                <span className="hot-blogs__placeholder" aria-hidden="true">
                  {t('blogs.noImage')}
                </span>
              )}
              <div>
                <Link to={contentPages.href('blog-detail', { blogid: b.id })}>{b.title}</Link>
                <p className="hot-blogs__reads">{t('blogs.reads', { value: totalReads(b) })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
