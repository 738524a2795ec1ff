import { couponsPages } from '../../../routes/pages';
import type { Locale } from '@hearth/shared';
import { useTranslation } from '@hearth/shared/react-i18next';
import { safeHttpUrl } from '@hearth/shared/security';
import { formatDate } from '@hearth/shared/dates';
import type { CouponListItem } from '@hearth/shared/contracts/coupon';
import { COUPONS_NS } from '../../../i18n/translations';
import { CouponCardView } from './coupon-card-view';
import { discountMessage } from './discount-text';

const nonBlank = (text: string | null | undefined): string | null =>
  text && text.trim() ? text.trim() : null;

/** One coupon of the marketing list: the shared card, opening the coupon detail page. */
export function CouponCard({
  coupon,
  locale,
  first = false,
}: {
  coupon: CouponListItem;
  locale: Locale;
  /** The list's first card (its cover loads at once). */
  first?: boolean;
}) {
  const { t } = useTranslation(COUPONS_NS);
  return (
    <CouponCardView
      name={nonBlank(locale === 'en' ? coupon.xNameEn : coupon.xNameCn) ?? t('card.defaultName')}
      tagline={nonBlank(coupon.xTagline) ?? t('card.defaultTagline')}
      cover={safeHttpUrl(coupon.coverImgs[0])}
      discount={discountMessage(coupon)}
      price={coupon.xPrice}
      expiry={formatDate(coupon.xExpiredDate, 'local')}
      href={couponsPages.href('coupon-detail', { id: coupon.id })}
      first={first}
    />
  );
}
