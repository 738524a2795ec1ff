import './blog-item.css';
import { contentPages } from '../../../routes/pages';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { truncate } from '@hearth/shared/format';
import { safeHttpUrl } from '@hearth/shared/security';
import { formatDate } from '@hearth/shared/dates';
import type { BlogListItem } from '@hearth/shared/contracts/cmis';
import type { TitleTag } from '../api/use-title-tags';

/** Blog titles are cut to 37 characters (spec §9). */
export const BLOG_TITLE_MAX = 37;

/**
 * One article of the list: picture, truncated title, tags, read count (readCount + initReadCount; a missing one
 * counts 0, the line is hidden when both are missing), updated date (hidden when missing).
 */
export function BlogItem({ article, tags }: { article: BlogListItem; tags: readonly TitleTag[] }) {
  const { t } = useTranslation('content');
  const picture = safeHttpUrl(article.images);
  const title = truncate(article.title, BLOG_TITLE_MAX);
  const date = formatDate(article.updatedAt);
  return (
    <article className="blog-item">
      <div className="blog-item__media">
        {picture ? (
          <img src={picture} alt="" loading="lazy" />
        ) : (
          <span className="blog-item__placeholder">{t('blogs.noImage')}</span>
        )}
      </div>
      <div className="blog-item__body">
        <h2 className="blog-item__title">
          <Link
            to={contentPages.href('blog-detail', { blogid: article.id })}
            title={title === article.title ? undefined : article.title}
          >
            {title}
          </Link>
        </h2>
        {/* Always rendered: the tags arrive after the list, and their row is reserved so nothing shifts. */}
        <ul className="blog-item__tags" aria-label={t('blogs.tags')}>
          {tags.map((tag) => (
            <li key={tag.name} className={`blog-tag blog-tag--${tag.kind}`}>
              {tag.name}
            </li>
          ))}
        </ul>
        <p className="blog-item__meta">
          {(article.readCount !== null || article.initReadCount !== null) && (
            <span className="blog-item__reads">
              {t('blogs.reads', { value: (article.readCount ?? 0) + (article.initReadCount ?? 0) })}
            </span>
          )}
          {date && <span className="blog-item__date">{t('blogs.updated', { date })}</span>}
        </p>
      </div>
    </article>
  );
}
