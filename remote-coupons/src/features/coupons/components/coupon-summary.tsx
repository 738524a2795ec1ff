import { useTranslation } from '@hearth/shared/react-i18next';
import type { Locale } from '@hearth/shared';
import type { CouponDetail } from '@hearth/shared/contracts/coupon';
import { formatDate } from '@hearth/shared/dates';
import { safeHttpUrl } from '@hearth/shared/security';
import { COUPONS_NS } from '../../../i18n/translations';
import { formatCouponMoney } from './coupon-money';
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
      {cover ? (
        <img className="coupon-summary__cover" src={cover} alt="" width={750} height={422} />
      ) : (
        <div
          className="coupon-summary__cover coupon-summary__cover--placeholder"
          role="img"
          aria-label={t('card.noPicture')}
        />
      )}
      <div className="coupon-summary__body">
        <h1 className="coupon-summary__name">{name}</h1>
        <p className="coupon-summary__tagline">{tagline}</p>
        {discount && (
          <p className="coupon-pill" data-testid="coupon-discount">
            <span className="hearth-visually-hidden">{t('discount.label')}: </span>
            {t(discount.key, discount.values)}
          </p>
        )}
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
