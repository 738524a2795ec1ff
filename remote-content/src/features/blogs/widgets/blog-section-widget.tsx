import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { ltypeOf, useLocaleStore, useSiteStore } from '@hearth/shared';
import { contentPages } from '../../../routes/pages';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { blogPageListQuery } from '../api/blog-page-list';
import { totalReads } from '../api/blog-detail';

/** How many articles the home page's blog section shows. */
export const BLOG_SECTION_SIZE = 4;

/**
 * The home page's blog section: the site agent's newest web articles (page 1 of the blog list, first 4) with an
 * "All" link to /blogs. Nothing on the www portal (blogs are an agent-site feature).
 */
export function BlogSectionWidget({ userId: userIdProp }: { userId?: string }) {
  const { t } = useTranslation('content');
  const mode = useSiteStore((s) => s.mode);
  const agent = useSiteStore((s) => s.agent);
  const userId = userIdProp ?? (mode !== 'www' ? agent?.userId : null);
  const ltype = ltypeOf(useLocaleStore((s) => s.locale));
  const query = useQuery({
    ...blogPageListQuery({ userId: userId ?? '', pageNum: 1, ltype }),
    enabled: !!userId,
  });
  if (!userId) return null;
  return (
    <section className="home-widget blog-section" aria-labelledby="blog-section-heading">
      <div className="home-widget__head">
        <h2 id="blog-section-heading">{t('widgets.blogs.heading')}</h2>
        <Link to={contentPages.href('blogs')} aria-label={t('widgets.blogs.allLabel')}>
          {t('widgets.all')}
        </Link>
      </div>
      {query.isPending && <Spinner />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && query.data.articles.length === 0 && <p>{t('blogs.empty')}</p>}
      {query.data && query.data.articles.length > 0 && (
        <ul className="home-widget__list">
          {query.data.articles.slice(0, BLOG_SECTION_SIZE).map((a) => (
            <li key={a.id}>
              <Link to={contentPages.href('blog-detail', { blogid: a.id })}>{a.title}</Link>
              <span className="home-widget__meta">{t('blogs.reads', { value: totalReads(a) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
