import { useTranslation } from '@hearth/shared/react-i18next';
import type { Locale } from '@hearth/shared';
import type { CouponDetail } from '@hearth/shared/contracts/coupon';
import { formatDate } from '@hearth/shared/dates';
import { safeHttpUrl } from '@hearth/shared/security';
import { COUPONS_NS } from '../../../i18n/translations';
import { formatCouponMoney } from './coupon-money';
import { CouponCover, DiscountPill } from './coupon-parts';
import { discountMessage } from './discount-text';

const nonBlank = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null);

/** Cover, name (default text when missing), tagline (default), discount pill, price and expiry of a coupon. */
export function CouponSummary({ coupon, locale }: { coupon: CouponDetail; locale: Locale }) {
  const { t } = useTranslation(COUPONS_NS);
  const { t: tc } = useTranslation('common');
  const name =
    nonBlank(locale === 'en' ? coupon.xNameEn : coupon.xNameCn) ??
    nonBlank(locale === 'en' ? coupon.xNameCn : coupon.xNameEn) ??
    t('card.defaultName');
  const tagline = nonBlank(coupon.xTagline) ?? t('card.defaultTagline');
  const cover = safeHttpUrl(coupon.coverImgs[0]);
  const discount = discountMessage(coupon);
  const expiry = formatDate(coupon.xExpiredDate, 'local');
  return (
    <header className="coupon-summary">
      <CouponCover src={cover} className="coupon-summary__cover" width={750} height={422} />
      <div className="coupon-summary__body">
        <h1 className="coupon-summary__name">{name}</h1>
        <p className="coupon-summary__tagline">{tagline}</p>
        <DiscountPill discount={discount} className="coupon-summary__discount" />
        <dl className="coupon-summary__facts">
          <div>
            <dt>{t('card.price')}</dt>
            <dd className="coupon-summary__price">
              {coupon.xPrice === null ? tc('notAvailable') : formatCouponMoney(coupon.xPrice)}
            </dd>
          </div>
          {expiry && (
            <div>
              <dt>{t('card.expires')}</dt>
              <dd>
                <time dateTime={expiry}>{expiry}</time>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </header>
  );
}
