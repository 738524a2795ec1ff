import './coupon-parts.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { COUPONS_NS } from '../../../i18n/translations';
import type { DiscountMessage } from './discount-text';

/**
 * A coupon's cover (decorative: the name says what it is), or without a picture a placeholder announced as
 * "No picture available". `width`/`height` reserve its box; `lazy` defers it below the fold; `first` (the first
 * card's, likely the page's largest picture) loads at once, at high priority.
 */
export function CouponCover({
  src,
  className,
  lazy = false,
  first = false,
  width,
  height,
}: {
  src: string | null;
  className: string;
  lazy?: boolean;
  first?: boolean;
  width?: number;
  height?: number;
}) {
  const { t } = useTranslation(COUPONS_NS);
  return src ? (
    <img
      className={`coupon-cover ${className}`}
      src={src}
      alt=""
      loading={lazy && !first ? 'lazy' : undefined}
      fetchPriority={first ? 'high' : undefined}
      width={width}
      height={height}
    />
  ) : (
    <div
      className={`coupon-cover coupon-cover--placeholder ${className}`}
      role="img"
      aria-label={t('card.noPicture')}
    />
  );
}

/** A coupon's discount as a pill ("15% off"), named for screen readers; nothing without a discount. */
export function DiscountPill({
  discount,
  className,
}: {
  discount: DiscountMessage | null;
  className: string;
}) {
  const { t } = useTranslation(COUPONS_NS);
  if (!discount) return null;
  return (
    <p className={`coupon-pill ${className}`} data-testid="coupon-discount">
      <span className="hearth-visually-hidden">{t('discount.label')}: </span>
      {t(discount.key, discount.values)}
    </p>
  );
}
