import { useTranslation } from '@hearth/shared/react-i18next';
import { isWeChat } from '@hearth/shared/user-agent';
import { ModalDialog } from '@hearth/shared/ui';
import { REPORTS_NS } from '../../../i18n/translations';
import type { Flyer } from './use-flyer';

/** The generated flyer in a modal, with its download button (or the WeChat hint). */
export function FlyerDialog({ flyer, onClose }: { flyer: Flyer; onClose: () => void }) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <ModalDialog
      onClose={onClose}
      labelledBy="daily-flyer-title"
      closeLabel={t('daily.close')}
      className="daily-flyer"
    >
      <h2 id="daily-flyer-title">{t('daily.flyerTitle')}</h2>
      <img
        className="daily-flyer__img"
        src={flyer.url}
        alt={t('daily.flyerAlt', { group: flyer.groupName })}
      />
      {/* Inside the WeChat browser downloads do not work: a "long press image to download" hint instead. */}
      {isWeChat() ? (
        <p className="daily-flyer__hint" role="note">
          {t('daily.wechatHint')}
        </p>
      ) : (
        <a className="report-button daily-flyer__download" href={flyer.url} download={flyer.fileName}>
          {t('daily.download')}
        </a>
      )}
    </ModalDialog>
  );
}
