import './coupon-card.css';
import { paths } from '@hearth/shared';
import { Link } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import type { Locale } from '@hearth/shared';
import { safeHttpUrl } from '@hearth/shared/security';
import { formatDate } from '@hearth/shared/dates';
import type { CouponListItem } from '@hearth/shared/contracts';
import { COUPONS_NS } from '../../../i18n/translations';
import { formatCouponMoney } from './coupon-money';
import { discountMessage } from './discount-text';

const nonBlank = (text: string | null | undefined): string | null =>
  text && text.trim() ? text.trim() : null;

/**
 * One coupon of the marketing list. The link is the coupon's name (its accessible name is what it shows); its
 * `::after` stretches over the card, so the whole card still opens the coupon detail page.
 */
export function CouponCard({ coupon, locale }: { coupon: CouponListItem; locale: Locale }) {
  const { t } = useTranslation(COUPONS_NS);
  const { t: tc } = useTranslation('common');
  const name = nonBlank(locale === 'en' ? coupon.xNameEn : coupon.xNameCn) ?? t('card.defaultName');
  const tagline = nonBlank(coupon.xTagline) ?? t('card.defaultTagline');
  const cover = safeHttpUrl(coupon.coverImgs[0]);
  const discount = discountMessage(coupon);
  const expiry = formatDate(coupon.xExpiredDate, 'local');

  return (
    <li className="coupon-card">
      {cover ? (
        <img className="coupon-card__cover" src={cover} alt="" loading="lazy" />
      ) : (
        <div
          className="coupon-card__cover coupon-card__cover--placeholder"
          role="img"
          aria-label={t('card.noPicture')}
        />
      )}
      <div className="coupon-card__body">
        <h2 className="coupon-card__name">
          <Link className="coupon-card__link" to={paths.coupon(coupon.id)}>
            {name}
          </Link>
        </h2>
        <p className="coupon-card__tagline">{tagline}</p>
        {discount && (
          <p className="coupon-card__discount" data-testid="coupon-discount">
            <span className="hearth-visually-hidden">{t('discount.label')}: </span>
            {t(discount.key, discount.values)}
          </p>
        )}
        <div className="coupon-card__meta">
          <p className="coupon-card__price">
            <span className="hearth-visually-hidden">{t('card.price')}: </span>
            {coupon.xPrice === null ? tc('notAvailable') : formatCouponMoney(coupon.xPrice)}
          </p>
          {expiry && (
            <p className="coupon-card__expiry">
              {t('card.expires')} <time dateTime={expiry}>{expiry}</time>
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
