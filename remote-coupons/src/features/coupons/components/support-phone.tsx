import { useRuntimeConfig } from '@hearth/shared';
import { useFormattedPhone } from '@hearth/shared/format';
import { useTranslation } from '@hearth/shared/react-i18next';
import { COUPONS_NS } from '../../../i18n/translations';

/** The customer-service phone (runtime config `supportPhone`): national format shown, E.164 in the tel: link. */
export function SupportPhone() {
  const { t } = useTranslation(COUPONS_NS);
  const raw = useRuntimeConfig().supportPhone;
  const phone = useFormattedPhone(raw);
  if (!raw) return null;
  return (
    <p className="coupon-support">
      {t('detail.support')}{' '}
      {phone.e164 ? (
        <a href={`tel:${phone.e164}`} className="coupon-support__link">
          {phone.display}
        </a>
      ) : (
        <span>{phone.display}</span>
      )}
    </p>
  );
}
