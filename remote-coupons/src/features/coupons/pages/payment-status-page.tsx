import './payment-status-page.css';
import { couponsPages } from '../../../routes/pages';
import { useParams, useSearchParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useHydrated } from '@hearth/shared/ui';
import { COUPONS_NS } from '../../../i18n/translations';
import { NotFoundRedirect } from '../components/not-found-redirect';
import { PaymentErrorImage } from '../components/payment-error-image';
import { useUserNavigate } from '../components/use-user-action';
import { storedCouponId } from '../components/coupon-storage';

/**
 * /hybrid/coupon/payment/{success|cancel|fail}?id1=<instance>: where the hosted payment page returns. success →
 * "view appointment" (the instance's appointment page; my coupons without id1) and "my coupons"; cancel / fail →
 * the error image and a way back (the coupon last opened, else my coupons). Any other status is the 404 page.
 */
export function PaymentStatusPage() {
  const { t } = useTranslation(COUPONS_NS);
  const { status } = useParams();
  const [search] = useSearchParams();
  const go = useUserNavigate();
  const id1 = search.get('id1')?.trim() || null;
  // The coupon last opened is in this browser's storage: read once hydrated (the server, and the render that
  // hydrates its markup, have none).
  const hydrated = useHydrated();

  if (status === 'success')
    return (
      <section className="payment-status" aria-labelledby="payment-status-heading">
        <h1 id="payment-status-heading">{t('payment.successHeading')}</h1>
        <p>{t('payment.successText')}</p>
        <button
          type="button"
          className="hearth-button payment-status__button"
          onClick={() =>
            go(id1 ? couponsPages.href('coupon-appointment', { insId: id1 }) : couponsPages.href('coupon-my'))
          }
        >
          {t('payment.viewAppointment')}
        </button>
        <button
          type="button"
          className="hearth-button payment-status__button"
          onClick={() => go(couponsPages.href('coupon-my'))}
        >
          {t('payment.myCoupons')}
        </button>
      </section>
    );
  if (status !== 'cancel' && status !== 'fail') return <NotFoundRedirect />;
  const couponId = hydrated ? storedCouponId() : null;
  return (
    <section className="payment-status" aria-labelledby="payment-status-heading">
      <PaymentErrorImage />
      <h1 id="payment-status-heading">
        {t(status === 'cancel' ? 'payment.cancelHeading' : 'payment.failHeading')}
      </h1>
      <p>{t(status === 'cancel' ? 'payment.cancelText' : 'payment.failText')}</p>
      <button
        type="button"
        className="hearth-button payment-status__button"
        onClick={() =>
          go(couponId ? couponsPages.href('coupon-detail', { id: couponId }) : couponsPages.href('coupon-my'))
        }
      >
        {t(couponId ? 'payment.backToCoupon' : 'payment.myCoupons')}
      </button>
    </section>
  );
}
