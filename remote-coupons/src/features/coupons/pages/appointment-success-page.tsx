import './appointment-page.css';
import { useEffect } from 'react';
import { detectPlatform, nativeBridge } from '@hearth/shared';
import { couponsPages } from '../../../routes/pages';
import { useTranslation } from '@hearth/shared/react-i18next';
import { COUPONS_NS } from '../../../i18n/translations';
import { useUserNavigate } from '../components/use-user-action';
import { CLOSE_DELAY_MS } from '../components/use-appointment';

/**
 * /hybrid/services/appointment/success. Spec §8 "after 2 s go to the native order page" is kept inside the app (the
 * bridge reaches a native handler); in a browser the page stays. Buttons: My Coupons, Back to the App (nativeClose).
 */
export function AppointmentSuccessPage() {
  const { t } = useTranslation(COUPONS_NS);
  const go = useUserNavigate();
  useEffect(() => {
    if (detectPlatform('nativeGoOrder') === 'web') return undefined;
    const timer = window.setTimeout(() => nativeBridge.goOrder(), CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <section className="appointment appointment--done" aria-labelledby="appointment-done-title">
      <h1 id="appointment-done-title">{t('appt.doneTitle')}</h1>
      <p>{t('appt.doneText')}</p>
      <button type="button" className="hearth-button" onClick={() => go(couponsPages.href('coupon-my'))}>
        {t('payment.myCoupons')}
      </button>
      <button
        type="button"
        className="hearth-button hearth-button--ghost"
        onClick={() => nativeBridge.close()}
      >
        {t('appt.backToApp')}
      </button>
    </section>
  );
}
