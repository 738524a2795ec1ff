import type { FormEvent } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { isApiError } from '@hearth/shared';
import type { UserInfo } from '@hearth/shared/contracts/cmis';
import { ErrorState } from '@hearth/shared/ui';
import { COUPONS_NS } from '../../../i18n/translations';
import { PhoneChangeDialog } from './phone-change-dialog';
import { useAppointment, type Alert } from './use-appointment';
import { useCountdown } from './use-countdown';

function useAlertText(alert: Alert | null): string | null {
  const { t } = useTranslation(COUPONS_NS);
  if (!alert) return null;
  switch (alert.kind) {
    case 'phone':
      return t(alert.error === 'empty' ? 'appt.phoneEmpty' : 'appt.phoneFormat');
    case 'wrongCode':
      return t('msg.wrongCode');
    case 'codeRefused':
      return t('msg.codeRefused');
    case 'codeMissing':
      return t('appt.codeMissing');
    case 'rejected':
      return `${t('appt.failedTitle')}: ${alert.message}`;
  }
}

/** The appointment form: name, phone (prefilled), the code with its resend countdown once sent, confirm. */
export function AppointmentForm({ insId, uid, user }: { insId: string; uid: string; user: UserInfo }) {
  const { t } = useTranslation(COUPONS_NS);
  const form = useAppointment(insId, uid, user);
  const secondsLeft = useCountdown(form.deadline);
  const alertText = useAlertText(form.alert);
  const canConfirm = form.phone !== '' && Boolean(user.resPartnerId);
  const networkFailure =
    form.submit.error && !(isApiError(form.submit.error) && form.submit.error.kind === 'business');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm && !form.busy) form.onSubmit();
  };

  return (
    <form className="appointment-form" onSubmit={onSubmit} noValidate>
      <p className="appointment-form__name">
        <span className="appointment-form__label">{t('appt.name')}</span> {user.uName ?? t('appt.noName')}
      </p>
      <label className="appointment-form__label" htmlFor="appointment-phone">
        {t('appt.phone')}
      </label>
      <input
        id="appointment-phone"
        className="appointment-form__input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={form.phone}
        aria-invalid={form.alert?.kind === 'phone'}
        aria-describedby={alertText ? 'appointment-alert' : undefined}
        onChange={(e) => form.setPhone(e.target.value)}
      />
      {form.codeSent && (
        <div className="appointment-form__code">
          <label className="appointment-form__label" htmlFor="appointment-code">
            {t('appt.code')}
          </label>
          <div className="appointment-form__code-row">
            <input
              id="appointment-code"
              className="appointment-form__input"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={form.code}
              onChange={(e) => form.setCode(e.target.value)}
            />
            <button
              type="button"
              className="hearth-button hearth-button--ghost"
              disabled={secondsLeft > 0 || form.sendCode.isPending}
              onClick={form.resend}
            >
              {secondsLeft > 0 ? t('appt.resendIn', { seconds: secondsLeft }) : t('appt.resend')}
            </button>
          </div>
          <p className="appointment-form__hint" aria-live="polite">
            {t('appt.codeSent')}
          </p>
        </div>
      )}
      {alertText && (
        <p id="appointment-alert" className="coupon-detail__alert" role="alert">
          {alertText}
        </p>
      )}
      {!user.resPartnerId && (
        <p className="coupon-detail__alert" role="alert">
          {t('msg.missingPartner')}
        </p>
      )}
      {networkFailure && (
        <ErrorState error={form.submit.error} title={t('appt.networkError')} onRetry={form.onSubmit} />
      )}
      <button
        type="submit"
        className="hearth-button appointment-form__confirm"
        disabled={!canConfirm}
        aria-disabled={form.busy}
      >
        {form.busy ? t('appt.booking') : t('appt.confirm')}
      </button>
      {form.confirming && (
        <PhoneChangeDialog
          phone={form.phone}
          sending={form.sendCode.isPending}
          error={form.sendCode.isError ? form.sendCode.error : null}
          onConfirm={form.confirmChange}
          onClose={form.cancelConfirm}
        />
      )}
    </form>
  );
}
