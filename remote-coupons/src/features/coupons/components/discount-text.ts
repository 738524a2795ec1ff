import { COUPON_CATEGORY, type CouponListItem } from '@hearth/shared/contracts/coupon';
import { formatCouponMoney, formatPercent } from './coupon-money';

type DiscountFields = Pick<
  CouponListItem,
  'xCategory' | 'xDiscountPercent' | 'xDiscountAmount' | 'xRequestedAmount'
>;

/** An i18n key of the `coupons` namespace plus its interpolation values. */
export interface DiscountMessage {
  key: 'discount.percentOff' | 'discount.amountOff' | 'discount.percentOffOver' | 'discount.amountOffOver';
  values: { percent?: string; amount?: string; minimum?: string };
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && value > 0;

function percentOff(percent: number, minimum: number | null | undefined): DiscountMessage {
  const values = { percent: formatPercent(percent) };
  return positive(minimum)
    ? { key: 'discount.percentOffOver', values: { ...values, minimum: formatCouponMoney(minimum) } }
    : { key: 'discount.percentOff', values };
}

function amountOff(amount: number, minimum: number | null | undefined): DiscountMessage {
  const values = { amount: formatCouponMoney(amount) };
  return positive(minimum)
    ? { key: 'discount.amountOffOver', values: { ...values, minimum: formatCouponMoney(minimum) } }
    : { key: 'discount.amountOff', values };
}

/**
 * Spec §9 discount wording by xCategory: 1 percent off; 2 amount off; 3 percent OR amount off over a minimum
 * (whichever is set; the amount wins if both are); 4 amount off over a minimum. A deal whose minimum is missing
 * degrades to the plain "off" wording; null when the discount itself is missing (the card shows no discount line).
 */
export function discountMessage(coupon: DiscountFields): DiscountMessage | null {
  const { xCategory, xDiscountPercent: percent, xDiscountAmount: amount, xRequestedAmount: minimum } = coupon;
  switch (xCategory) {
    case COUPON_CATEGORY.PERCENT_OFF:
      return positive(percent) ? percentOff(percent, null) : null;
    case COUPON_CATEGORY.AMOUNT_OFF:
      return positive(amount) ? amountOff(amount, null) : null;
    case COUPON_CATEGORY.THRESHOLD_DEAL:
      if (positive(amount)) return amountOff(amount, minimum);
      return positive(percent) ? percentOff(percent, minimum) : null;
    case COUPON_CATEGORY.AMOUNT_OFF_OVER_MIN:
      return positive(amount) ? amountOff(amount, minimum) : null;
    default:
      // No category, or one the contract does not know (null): no discount line.
      return null;
  }
}
