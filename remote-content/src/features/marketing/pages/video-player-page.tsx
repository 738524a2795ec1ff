import './marketing.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useConfigStore, useLocaleStore } from '@hearth/shared';
import { CompanyVideo } from '@hearth/shared/ui';
import { ensurePageTranslations } from '../../../i18n/page-translations';

/** /marketing/video/player: the company video (the kit's player: files host, captions, fallback). */
export function VideoPlayerPage() {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  const files = useConfigStore((s) => s.config?.hosts.files) ?? '';
  const locale = useLocaleStore((s) => s.locale);
  return (
    <div className="video-page">
      <h1>{t('video.heading')}</h1>
      <CompanyVideo
        className="video-page__video"
        files={files}
        lang={locale === 'en' ? 'en' : 'zh'}
        captionsLabel={t('video.captions')}
        fallback={t('video.fallback')}
        preload="metadata"
      />
    </div>
  );
}
