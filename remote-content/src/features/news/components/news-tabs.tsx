import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { contentPages } from '../../../routes/pages';
import { categoryOfType } from '../api/news-rules';

/** Category tabs (links): the selected one follows the route. */
export function NewsTabs({ types, current }: { types: readonly string[]; current: string }) {
  const { t } = useTranslation('content');
  return (
    <nav className="news-tabs" aria-label={t('news.categories')}>
      <ul>
        {types.map((type) => {
          const key = categoryOfType(type);
          return (
            <li key={type}>
              <Link
                to={contentPages.href('news-list', { type: type })}
                aria-current={type === current ? 'page' : undefined}
                className={type === current ? 'news-tabs__tab news-tabs__tab--on' : 'news-tabs__tab'}
              >
                {key ? t(`news.category.${key}`) : t('news.category.all')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
