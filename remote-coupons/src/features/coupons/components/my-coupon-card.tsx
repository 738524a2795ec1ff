import { nativeBridge, type Locale } from '@hearth/shared';
import { couponsPages } from '../../../routes/pages';
import { Link } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { formatDate } from '@hearth/shared/dates';
import type { UserInfo } from '@hearth/shared/contracts/cmis';
import type { MyCoupon } from '@hearth/shared/contracts/coupon';
import { ErrorState } from '@hearth/shared/ui';
import { COUPONS_NS } from '../../../i18n/translations';
import { CouponCardView } from './coupon-card-view';
import { discountMessage } from './discount-text';
import { isValidStatus, mainAction } from './main-action';
import { PaymentForm } from './payment-form';
import { useBuyCoupon } from './use-buy-coupon';

const nonBlank = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null);

function BuyButton({ coupon, user }: { coupon: MyCoupon; user: UserInfo }) {
  const { t } = useTranslation(COUPONS_NS);
  const buying = useBuyCoupon(user, coupon.insid);
  return (
    <>
      <button
        type="button"
        className="hearth-button"
        aria-disabled={buying.busy}
        onClick={() => {
          if (!buying.busy) buying.buy();
        }}
      >
        {buying.busy ? t('buy.starting') : t('action.buy')}
      </button>
      {buying.notice && (
        <p className="coupon-card__status" role="alert">
          {t(`buy.${buying.notice}`)}
        </p>
      )}
      {buying.error && <ErrorState error={buying.error} title={t('buy.failed')} onRetry={buying.buy} />}
      {buying.fields && <PaymentForm fields={buying.fields} />}
    </>
  );
}

/** A card of my coupons: valid ones open the coupon and carry their action; invalid ones cannot be opened. */
export function MyCouponCard({
  coupon,
  locale,
  user,
  first = false,
}: {
  coupon: MyCoupon;
  locale: Locale;
  user: UserInfo;
  /** The list's first card (its cover loads at once). */
  first?: boolean;
}) {
  const { t } = useTranslation(COUPONS_NS);
  const valid = isValidStatus(coupon.insstatus);
  // The card is the user's instance: the detail page's button table without the user / instance cases.
  const action = mainAction('user', { id: coupon.insid, xStatus: coupon.insstatus });
  const name =
    nonBlank(locale === 'en' ? coupon.couponnameen : coupon.couponnamecn) ??
    nonBlank(locale === 'en' ? coupon.couponnamecn : coupon.couponnameen) ??
    t('card.defaultName');
  const footer = (
    <>
      {action.kind === 'label' && <p className="coupon-card__status">{t(`action.${action.label}`)}</p>}
      {action.kind === 'buy' && <BuyButton coupon={coupon} user={user} />}
      {action.kind === 'appointment' && coupon.insid && (
        <Link className="hearth-button" to={couponsPages.href('coupon-appointment', { insId: coupon.insid })}>
          {t('action.appointment')}
        </Link>
      )}
      {action.kind === 'viewOrder' && (
        <button type="button" className="hearth-button" onClick={() => nativeBridge.goOrder()}>
          {t('action.viewOrder')}
        </button>
      )}
    </>
  );
  return (
    <CouponCardView
      name={name}
      tagline={nonBlank(coupon.coupontagline) ?? t('card.defaultTagline')}
      cover={coupon.xcoverimages[0] ?? null}
      discount={discountMessage({
        xCategory: coupon.xcategory,
        xDiscountPercent: coupon.xdiscountpercent,
        xDiscountAmount: coupon.xdiscountamount,
        xRequestedAmount: coupon.xrequestedamount,
      })}
      price={coupon.xprice}
      expiry={formatDate(coupon.couponexpireddate, 'local')}
      href={valid ? couponsPages.href('coupon-detail', { id: coupon.couponid }) : null}
      footer={footer}
      first={first}
    />
  );
}
