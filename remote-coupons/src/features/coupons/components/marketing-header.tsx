import './marketing-header.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { nativeBridge, useLocaleStore, useNativeContextStore } from '@hearth/shared';
import { COUPONS_NS } from '../../../i18n/translations';
import { MARKETING_HEADER_IMAGES } from './header-images';

/**
 * The header image (language variant) and its call to action: a known user (fjjUserId from the native app)
 * goes to the native "me" page, anyone else to the native register page.
 */
export function MarketingHeader() {
  const { t } = useTranslation(COUPONS_NS);
  const locale = useLocaleStore((s) => s.locale);
  const userKnown = useNativeContextStore((s) => Boolean(s.fjjUserId));

  return (
    <header className="coupons-header">
      <img
        className="coupons-header__image"
        src={MARKETING_HEADER_IMAGES[locale]}
        alt={t('marketing.headerAlt')}
        width={750}
        height={360}
      />
      <button
        type="button"
        className="hearth-button coupons-header__action"
        onClick={() => (userKnown ? nativeBridge.goMe() : nativeBridge.goRegister())}
      >
        {userKnown ? t('marketing.myCoupons') : t('marketing.registerOrLogin')}
      </button>
    </header>
  );
}
