import './marketing-watch-page.css';
import { useTranslation } from 'react-i18next';
import { ErrorState, Spinner, usePageTitle, useResource, useRuntimeConfig } from '@hearth/shared';
import { getMarketingWatch } from '../api/marketing-watch';
import { REPORTS_NS } from '../../../i18n/translations';
import { useLtypeLocale } from '../components/use-ltype-locale';
import { splitContentImages, watchVideo } from '../components/watch-content';
import { WatchImages } from '../components/watch-images';
import { WatchVideo } from '../components/watch-video';

/** /hybrid/marketing/watch?ltype=: the market-watch report images, then the embedded video. */
export function MarketingWatchPage() {
  const { ltype, locale } = useLtypeLocale();
  // Texts follow the ltype language right away, even before the shell has mirrored the store into i18next.
  const { t } = useTranslation(REPORTS_NS, { lng: locale });
  const filesHost = useRuntimeConfig().hosts.files;
  usePageTitle(t('watch.title'));
  const watch = useResource((signal) => getMarketingWatch(ltype, signal), [ltype]);
  const images = watch.status === 'success' ? splitContentImages(watch.data.contentImages) : [];

  return (
    <article className="marketing-watch" lang={locale}>
      <h1 className="hearth-visually-hidden">{t('watch.title')}</h1>
      {watch.status === 'loading' && <Spinner />}
      {watch.status === 'error' && (
        <ErrorState error={watch.error} title={t('watch.loadError')} onRetry={watch.retry} />
      )}
      {watch.status === 'success' && (
        <>
          <WatchImages
            images={images}
            label={t('watch.imagesLabel')}
            altOf={(i) => t('watch.imageAlt', { index: i + 1, count: images.length })}
          />
          <WatchVideo
            video={watchVideo(watch.data, filesHost)}
            label={t('watch.videoLabel')}
            fallback={t('watch.videoFallback')}
          />
        </>
      )}
    </article>
  );
}
