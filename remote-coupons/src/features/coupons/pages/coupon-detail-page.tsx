import './coupon-detail-page.css';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useLocaleStore } from '@hearth/shared';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { COUPONS_NS } from '../../../i18n/translations';
import { couponDetailQuery } from '../api/coupon-detail';
import { CouponContent } from '../components/coupon-content';
import { CouponSummary } from '../components/coupon-summary';
import { storeCouponId } from '../components/coupon-storage';
import { DetailMainButton } from '../components/detail-main-button';
import { mainAction } from '../components/main-action';
import { PaymentForm } from '../components/payment-form';
import { SupportPhone } from '../components/support-phone';
import { useBuyCoupon } from '../components/use-buy-coupon';
import { useHybridUser } from '../components/use-hybrid-user';

/** /hybrid/coupon/{id}: the coupon, the user's instance and the main button of spec §4. */
export function CouponDetailPage() {
  const { t } = useTranslation(COUPONS_NS);
  const { id = '' } = useParams();
  const locale = useLocaleStore((s) => s.locale);
  const hybrid = useHybridUser();
  const detail = useQuery({ ...couponDetailQuery(id, hybrid.partnerId), enabled: hybrid.settled });
  const ins = detail.data?.ins ?? null;
  const buying = useBuyCoupon(hybrid.user, ins?.id);

  useEffect(() => storeCouponId(id), [id]);

  if (hybrid.query.isError)
    return (
      <ErrorState
        error={hybrid.query.error}
        title={t('detail.userError')}
        onRetry={() => void hybrid.query.refetch()}
      />
    );
  if (detail.isError)
    return (
      <ErrorState error={detail.error} title={t('detail.loadError')} onRetry={() => void detail.refetch()} />
    );
  if (!detail.data) return <Spinner />;

  const { coupon } = detail.data;
  const action = mainAction(hybrid.known ? hybrid.uid : null, ins);
  const missingPartner = hybrid.known && !hybrid.partnerId;
  return (
    <article className="coupon-detail">
      <CouponSummary coupon={coupon} locale={locale} />
      {missingPartner && (
        <p className="coupon-detail__alert" role="alert">
          {t('msg.missingPartner')}
        </p>
      )}
      <div className="coupon-detail__action">
        <DetailMainButton action={action} insId={ins?.id ?? null} busy={buying.busy} onBuy={buying.buy} />
        {buying.notice && (
          <p className="coupon-detail__alert" role="alert">
            {t(`buy.${buying.notice}`)}
          </p>
        )}
        {buying.error && <ErrorState error={buying.error} title={t('buy.failed')} onRetry={buying.buy} />}
        {buying.fields && (
          <p role="status" className="coupon-detail__status">
            {t('buy.redirecting')}
          </p>
        )}
        {buying.fields && <PaymentForm fields={buying.fields} />}
      </div>
      <CouponContent coupon={coupon} locale={locale} status={ins?.xStatus ?? null} />
      <SupportPhone />
    </article>
  );
}
