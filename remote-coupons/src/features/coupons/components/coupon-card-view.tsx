import './coupon-card.css';
import type { ReactNode } from 'react';
import { Link } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { COUPONS_NS } from '../../../i18n/translations';
import { formatCouponMoney } from './coupon-money';
import { CouponCover, DiscountPill } from './coupon-parts';
import type { DiscountMessage } from './discount-text';

export interface CouponCardViewProps {
  name: string;
  tagline: string;
  cover: string | null;
  discount: DiscountMessage | null;
  price: number | null;
  expiry: string | null;
  /** Where the card leads; null: the card cannot be opened (its name is a disabled link, not focusable). */
  href: string | null;
  /** Extra lines (status) and buttons, above the card's stretched link. */
  footer?: ReactNode;
  /** The list's first card: its cover loads at once, at high priority. */
  first?: boolean;
}

/**
 * The coupon card shared by the marketing list, my coupons and the share page. The link is the coupon's name; its
 * `::after` stretches over the card.
 */
export function CouponCardView({
  name,
  tagline,
  cover,
  discount,
  price,
  expiry,
  href,
  footer,
  first = false,
}: CouponCardViewProps) {
  const { t } = useTranslation(COUPONS_NS);
  const { t: tc } = useTranslation('common');
  return (
    <li className={`coupon-card${href ? '' : ' coupon-card--disabled'}`}>
      <CouponCover src={cover} className="coupon-card__cover" lazy first={first} />
      <div className="coupon-card__body">
        <h2 className="coupon-card__name">
          {href ? (
            <Link className="coupon-card__link" to={href}>
              {name}
            </Link>
          ) : (
            <span className="coupon-card__link coupon-card__link--disabled" role="link" aria-disabled="true">
              {name}
            </span>
          )}
        </h2>
        <p className="coupon-card__tagline">{tagline}</p>
        <DiscountPill discount={discount} className="coupon-card__discount" />
        <div className="coupon-card__meta">
          <p className="coupon-card__price">
            <span className="hearth-visually-hidden">{t('card.price')}: </span>
            {price === null ? tc('notAvailable') : formatCouponMoney(price)}
          </p>
          {expiry && (
            <p className="coupon-card__expiry">
              {t('card.expires')} <time dateTime={expiry}>{expiry}</time>
            </p>
          )}
        </div>
        {footer && <div className="coupon-card__footer">{footer}</div>}
      </div>
    </li>
  );
}
