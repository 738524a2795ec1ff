import { useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useRuntimeConfig } from '@hearth/shared';
import { CompanyVideo, ModalDialog } from '@hearth/shared/ui';

/** The epic home's promo video: a button opening the company video (spec §9: 960 × 540) in a modal overlay (Escape closes it). */
export function PromoVideo() {
  const { t, i18n } = useTranslation('shell');
  const files = useRuntimeConfig().hosts.files;
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
          <CompanyVideo
            className="promo-video__player"
            files={files}
            lang={i18n.language === 'zh-CN' ? 'zh' : 'en'}
            captionsLabel={t('home.epic.video.captions')}
            fallback={t('home.epic.video.unsupported')}
            autoPlay
          />
        </ModalDialog>
      ) : null}
    </section>
  );
}
