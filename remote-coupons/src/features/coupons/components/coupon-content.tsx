import { useTranslation } from '@hearth/shared/react-i18next';
import type { Locale } from '@hearth/shared';
import { INSTANCE_STATUS, type CouponDetail } from '@hearth/shared/contracts/coupon';
import { SafeHtml } from '@hearth/shared/html';
import { safeHttpUrl } from '@hearth/shared/security';
import { COUPONS_NS } from '../../../i18n/translations';

const nonBlank = (text: string | null | undefined) => (text && text.trim() ? text : null);

const FINAL_STEP = {
  [INSTANCE_STATUS.USED]: 'stepper.used',
  [INSTANCE_STATUS.EXPIRED]: 'stepper.expired',
  [INSTANCE_STATUS.REFUNDED]: 'stepper.refunded',
  [INSTANCE_STATUS.DISCARDED]: 'stepper.discarded',
} as const;

/** The usage stepper: bought → appointment → the instance's final state (shown for statuses above 0 only). */
function Stepper({ status }: { status: keyof typeof FINAL_STEP }) {
  const { t } = useTranslation(COUPONS_NS);
  const booked = status === INSTANCE_STATUS.USED;
  const steps = [
    { label: t('stepper.bought'), done: true },
    { label: t('stepper.booked'), done: booked },
    { label: t(FINAL_STEP[status]), done: booked },
  ];
  return (
    <section className="coupon-block" aria-labelledby="coupon-stepper-heading">
      <h2 id="coupon-stepper-heading">{t('stepper.heading')}</h2>
      <ol className="coupon-stepper">
        {steps.map((step, i) => (
          <li
            key={step.label}
            className={`coupon-stepper__step${step.done ? ' coupon-stepper__step--done' : ''}`}
            aria-current={i === steps.length - 1 ? 'step' : undefined}
          >
            {step.label}
            {step.done && <span className="hearth-visually-hidden"> ({t('stepper.done')})</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Content blocks of the coupon: text (the description, sanitised HTML), pictures (the other covers), stepper. */
export function CouponContent({
  coupon,
  locale,
  status,
}: {
  coupon: CouponDetail;
  locale: Locale;
  status: number | null;
}) {
  const { t } = useTranslation(COUPONS_NS);
  const desc =
    locale === 'en'
      ? (nonBlank(coupon.descEn) ?? nonBlank(coupon.descCn))
      : (nonBlank(coupon.descCn) ?? nonBlank(coupon.descEn));
  const pictures = coupon.coverImgs
    .slice(1)
    .map((src) => safeHttpUrl(src))
    .filter((src): src is string => src !== null);
  const stepStatus =
    status !== null && status > 0 && status in FINAL_STEP ? (status as keyof typeof FINAL_STEP) : null;
  return (
    <>
      {desc && (
        <section className="coupon-block" aria-labelledby="coupon-desc-heading">
          <h2 id="coupon-desc-heading">{t('detail.about')}</h2>
          <SafeHtml className="coupon-block__text" html={desc} />
        </section>
      )}
      {pictures.length > 0 && (
        <section className="coupon-block" aria-labelledby="coupon-pictures-heading">
          <h2 id="coupon-pictures-heading">{t('detail.pictures')}</h2>
          {pictures.map((src, i) => (
            <img
              key={src}
              className="coupon-block__picture"
              src={src}
              alt={t('detail.pictureAlt', { n: i + 2 })}
              loading="lazy"
              width={750}
              height={422}
            />
          ))}
        </section>
      )}
      {stepStatus !== null && <Stepper status={stepStatus} />}
    </>
  );
}
