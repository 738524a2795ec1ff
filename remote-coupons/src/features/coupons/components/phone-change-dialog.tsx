import { useTranslation } from '@hearth/shared/react-i18next';
import { ErrorState, ModalDialog } from '@hearth/shared/ui';
import { COUPONS_NS } from '../../../i18n/translations';

/** Step 1 of the phone change: confirm the new phone; confirming requests the code (one request per tap). */
export function PhoneChangeDialog({
  phone,
  sending,
  error,
  onConfirm,
  onClose,
}: {
  phone: string;
  sending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(COUPONS_NS);
  return (
    <ModalDialog onClose={onClose} labelledBy="phone-change-title" className="phone-change">
      <h2 id="phone-change-title">{t('appt.changeTitle')}</h2>
      <p>{t('appt.changeText', { phone })}</p>
      {error !== null && <ErrorState error={error} title={t('appt.codeError')} />}
      <div className="phone-change__buttons">
        <button type="button" className="hearth-button hearth-button--ghost" onClick={onClose}>
          {t('appt.cancel')}
        </button>
        <button
          type="button"
          className="hearth-button"
          aria-disabled={sending}
          onClick={() => {
            if (!sending) onConfirm();
          }}
        >
          {sending ? t('appt.sending') : t('appt.sendCode')}
        </button>
      </div>
    </ModalDialog>
  );
}
