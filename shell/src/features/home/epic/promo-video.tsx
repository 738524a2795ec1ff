import { useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useRuntimeConfig } from '@hearth/shared';
import { ModalDialog } from '@hearth/shared/ui';

/** Spec §9: the promo video overlay is 960 × 540. */
export const VIDEO_WIDTH = 960;
export const VIDEO_HEIGHT = 540;

/** The epic home's promo video: a button opening the company video in a modal overlay (Escape closes it). */
export function PromoVideo() {
  const { t, i18n } = useTranslation('shell');
  const lang = i18n.language === 'zh-CN' ? 'zh' : 'en';
  const files = useRuntimeConfig().hosts.files.replace(/\/+$/, '');
  const [open, setOpen] = useState(false);
  return (
    <section className="epic-section epic-video" aria-labelledby="promo-video-heading">
      <h2 id="promo-video-heading">{t('home.epic.video.heading')}</h2>
      <p>{t('home.epic.video.intro')}</p>
      <button type="button" className="hearth-button" onClick={() => setOpen(true)}>
        {t('home.epic.video.play')}
      </button>
      {open ? (
        <ModalDialog
          onClose={() => setOpen(false)}
          label={t('home.epic.video.dialog')}
          closeLabel={t('home.epic.video.close')}
          className="promo-video"
        >
          <video
            className="promo-video__player"
            width={VIDEO_WIDTH}
            height={VIDEO_HEIGHT}
            controls
            autoPlay
            crossOrigin="anonymous"
            poster={`${files}/marketing/watch-poster.png`}
          >
            <source src={`${files}/marketing/watch.webm`} type="video/webm" />
            <source src={`${files}/marketing/watch.mp4`} type="video/mp4" />
            <track
              kind="captions"
              src={`${files}/marketing/watch.${lang}.vtt`}
              srcLang={lang}
              label={t('home.epic.video.captions')}
              default
            />
            {t('home.epic.video.unsupported')}
          </video>
        </ModalDialog>
      ) : null}
    </section>
  );
}
