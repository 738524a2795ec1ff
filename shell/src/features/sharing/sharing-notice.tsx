import './sharing-overlay.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useShareStore } from '@hearth/shared';

/**
 * While sharing is being configured (inside WeChat / DingTalk): the spec's "Please Wait..." full-page loader. A
 * failed setup: the alert with the error message and the current URL (spec §8), which never blocks the page.
 */
export function SharingNotice() {
  const { t } = useTranslation('common');
  const configuring = useShareStore((s) => s.configuring);
  const failure = useShareStore((s) => s.failure);
  const dismiss = useShareStore((s) => s.dismissFailure);
  return (
    <>
      {configuring ? (
        <div className="sharing-wait" role="status" aria-live="polite">
          <span className="sharing-wait__ring" aria-hidden="true" />
          <span>{t('pleaseWait')}</span>
        </div>
      ) : null}
      {failure ? (
        <div className="sharing-failure" role="alert">
          <p>{t('share.failed', { message: failure.message, url: failure.url })}</p>
          <button type="button" className="hearth-button hearth-button--ghost" onClick={dismiss}>
            {t('close')}
          </button>
        </div>
      ) : null}
    </>
  );
}
