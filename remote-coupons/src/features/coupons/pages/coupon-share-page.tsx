import './coupon-share-page.css';
import { useQuery } from '@tanstack/react-query';
import { nativeBridge, useLocaleStore, useNativeContextStore } from '@hearth/shared';
import { couponsPages } from '../../../routes/pages';
import { RouteLink, useRouteHref } from '@hearth/shared/links';
import { Link, useParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { formatDate } from '@hearth/shared/dates';
import { safeHttpUrl } from '@hearth/shared/security';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { COUPONS_NS } from '../../../i18n/translations';
import { couponDetailQuery } from '../api/coupon-detail';
import { CouponCardView } from '../components/coupon-card-view';
import { discountMessage } from '../components/discount-text';
import { contentRoutes } from '../../../routes/links';

const nonBlank = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null);

/**
 * /hybrid/coupon/share/{id} (content not specified; see README): what a shared coupon link shows to someone, usually
 * outside the app: the read-only coupon card and a call to action. Without a user: register (native register, the
 * sign-in card on the web) and get the app; a user of the app: open the coupon.
 */
export function CouponSharePage() {
  const { t } = useTranslation(COUPONS_NS);
  const { id = '' } = useParams();
  const locale = useLocaleStore((s) => s.locale);
  const downloadApp = useRouteHref()(contentRoutes, 'download-app');
  const userKnown = useNativeContextStore((s) => Boolean(s.fjjUserId));
  const detail = useQuery(couponDetailQuery(id, null));

  if (detail.isError)
    return (
      <ErrorState error={detail.error} title={t('detail.loadError')} onRetry={() => void detail.refetch()} />
    );
  if (!detail.data) return <Spinner />;
  const { coupon } = detail.data;
  const name =
    nonBlank(locale === 'en' ? coupon.xNameEn : coupon.xNameCn) ??
    nonBlank(locale === 'en' ? coupon.xNameCn : coupon.xNameEn) ??
    t('card.defaultName');
  return (
    <section className="coupon-share" aria-labelledby="coupon-share-title">
      <h1 id="coupon-share-title">{t('share.heading')}</h1>
      <p className="coupon-share__lead">{t('share.lead')}</p>
      <ul className="coupon-share__card">
        <CouponCardView
          name={name}
          tagline={nonBlank(coupon.xTagline) ?? t('card.defaultTagline')}
          cover={safeHttpUrl(coupon.coverImgs[0])}
          discount={discountMessage(coupon)}
          price={coupon.xPrice}
          expiry={formatDate(coupon.xExpiredDate, 'local')}
          href={null}
          first
        />
      </ul>
      <div className="coupon-share__actions">
        {userKnown ? (
          <Link className="hearth-button" to={couponsPages.href('coupon-detail', { id: id })}>
            {t('share.open')}
          </Link>
        ) : (
          <>
            <button type="button" className="hearth-button" onClick={() => nativeBridge.goRegister()}>
              {t('share.register')}
            </button>
            <RouteLink className="coupon-share__app" to={downloadApp}>
              {t('share.getApp')}
            </RouteLink>
          </>
        )}
      </div>
    </section>
  );
}
