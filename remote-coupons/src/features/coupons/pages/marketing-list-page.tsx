import './marketing-list-page.css';
import { useTranslation } from 'react-i18next';
import { ErrorState, Spinner, useLocaleStore, usePageTitle, useResource } from '@hearth/shared';
import { getCouponList, MARKETING_COUPON_QUERY } from '../api/coupon-list';
import { COUPONS_NS } from '../../../i18n/translations';
import { CouponCard } from '../components/coupon-card';
import { MarketingHeader } from '../components/marketing-header';

/** /hybrid/coupon/marketing/list: header image with its native call to action, then the published coupons. */
export function MarketingListPage() {
  const { t } = useTranslation(COUPONS_NS);
  const locale = useLocaleStore((s) => s.locale);
  usePageTitle(t('marketing.title'));
  const coupons = useResource((signal) => getCouponList(MARKETING_COUPON_QUERY, signal), []);

  return (
    <div className="coupons-marketing">
      <h1 className="hearth-visually-hidden">{t('marketing.title')}</h1>
      <MarketingHeader />
      <section
        className="coupons-marketing__list-section"
        aria-label={t('marketing.listLabel')}
        aria-busy={coupons.status === 'loading'}
      >
        {coupons.status === 'loading' && <Spinner />}
        {coupons.status === 'error' && (
          <ErrorState error={coupons.error} title={t('marketing.loadError')} onRetry={coupons.retry} />
        )}
        {coupons.status === 'success' &&
          (coupons.data.length === 0 ? (
            <p className="coupons-marketing__empty">{t('marketing.empty')}</p>
          ) : (
            <ul className="coupons-marketing__list">
              {coupons.data.map((coupon) => (
                <CouponCard key={coupon.id} coupon={coupon} locale={locale} />
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}
