import './marketing.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useConfigStore, useLocaleStore } from '@hearth/shared';
import { ensurePageTranslations } from '../../../i18n/page-translations';

/** /marketing/video/player: the company video (files host): controls, poster, webm + mp4, captions, fallback. */
export function VideoPlayerPage() {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  const files = (useConfigStore((s) => s.config?.hosts.files) ?? '').replace(/\/+$/, '');
  const locale = useLocaleStore((s) => s.locale);
  const lang = locale === 'en' ? 'en' : 'zh';
  return (
    <div className="video-page">
      <h1>{t('video.heading')}</h1>
      <video
        className="video-page__video"
        controls
        preload="metadata"
        crossOrigin="anonymous"
        poster={`${files}/marketing/watch-poster.png`}
        width={960}
        height={540}
      >
        <source src={`${files}/marketing/watch.webm`} type="video/webm" />
        <source src={`${files}/marketing/watch.mp4`} type="video/mp4" />
        <track
          kind="captions"
          src={`${files}/marketing/watch.${lang}.vtt`}
          srcLang={lang}
          label={t('video.captions')}
          default
        />
        {t('video.fallback')}
      </video>
    </div>
  );
}
