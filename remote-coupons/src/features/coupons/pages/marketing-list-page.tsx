import './marketing-list-page.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useLocaleStore } from '@hearth/shared';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { couponListQuery } from '../api/coupon-list';
import { COUPONS_NS } from '../../../i18n/translations';
import { CouponCard } from '../components/coupon-card';
import { MarketingHeader } from '../components/marketing-header';

/** /hybrid/coupon/marketing/list: header image with its native call to action, then the published coupons. */
export function MarketingListPage() {
  const { t } = useTranslation(COUPONS_NS);
  const locale = useLocaleStore((s) => s.locale);
  // Started by the route's prefetch with the page chunk; this reads the same cache entry.
  const coupons = useQuery(couponListQuery());

  return (
    <div className="coupons-marketing">
      <h1 className="hearth-visually-hidden">{t('marketing.title')}</h1>
      <MarketingHeader />
      <section
        className="coupons-marketing__list-section"
        aria-label={t('marketing.listLabel')}
        aria-busy={coupons.isPending}
      >
        {coupons.isPending && <Spinner />}
        {coupons.isError && (
          <ErrorState
            error={coupons.error}
            title={t('marketing.loadError')}
            onRetry={() => void coupons.refetch()}
          />
        )}
        {coupons.status === 'success' &&
          (coupons.data.length === 0 ? (
            <p className="coupons-marketing__empty">{t('marketing.empty')}</p>
          ) : (
            <ul className="coupons-marketing__list">
              {coupons.data.map((coupon, i) => (
                <CouponCard key={coupon.id} coupon={coupon} locale={locale} first={i === 0} />
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}
