import '../../../components/report-base/report-base.css';
import './marketing-watch-page.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@hearth/shared';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { marketingWatchQuery } from '../api/marketing-watch';
import { REPORTS_NS } from '../../../i18n/translations';
import { useLtypeLocale } from '../components/use-ltype-locale';
import { splitContentImages, watchVideo } from '../components/watch-content';
import { WatchImages } from '../components/watch-images';
import { WatchVideo } from '../components/watch-video';

/** /hybrid/marketing/watch?ltype=: the market-watch report images, then the embedded video. */
export function MarketingWatchPage() {
  // The ltype language goes to the locale store; the page shows it once the shell has its texts (ADR 0047). The
  // server and the browser start in it already (planLocale reads ltype's first character too).
  const { ltype } = useLtypeLocale();
  const { t, i18n } = useTranslation(REPORTS_NS);
  const filesHost = useRuntimeConfig().hosts.files;
  // Started by the route's prefetch with the page chunk; this reads the same cache entry.
  const watch = useQuery(marketingWatchQuery(ltype));
  const images = watch.status === 'success' ? splitContentImages(watch.data.contentImages) : [];

  return (
    <article className="marketing-watch" lang={i18n.language}>
      <h1 className="report-visually-hidden">{t('watch.title')}</h1>
      {watch.isPending && <Spinner />}
      {watch.isError && (
        <ErrorState error={watch.error} title={t('watch.loadError')} onRetry={() => void watch.refetch()} />
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
