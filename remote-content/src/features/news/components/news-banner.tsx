import { useTranslation } from '@hearth/shared/react-i18next';

/** How many banner backgrounds the news header has (spec §9). */
export const NEWS_BANNERS = 8;

/** The "Latest News" banner; its background (one of 8) is picked by the type's position, stable per route. */
export function NewsBanner({ index }: { index: number }) {
  const { t } = useTranslation('content');
  const bg = ((index % NEWS_BANNERS) + NEWS_BANNERS) % NEWS_BANNERS;
  return (
    <div className={`news-banner news-banner--${bg + 1}`} data-banner={bg + 1}>
      <h1 className="news-banner__title">{t('news.banner')}</h1>
    </div>
  );
}
