import { nativeBridge } from '@hearth/shared';
import { couponsPages } from '../../../routes/pages';
import { Link } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { COUPONS_NS } from '../../../i18n/translations';
import type { MainAction } from './main-action';

interface Props {
  action: MainAction;
  insId: string | null;
  busy: boolean;
  onBuy: () => void;
}

/** The coupon detail's main button (spec §4 table); label-only states are text, not buttons. */
export function DetailMainButton({ action, insId, busy, onBuy }: Props) {
  const { t } = useTranslation(COUPONS_NS);
  switch (action.kind) {
    case 'register':
      return (
        <button type="button" className="hearth-button coupon-main" onClick={() => nativeBridge.goRegister()}>
          {t('action.registerOrLogin')}
        </button>
      );
    case 'buy':
      return (
        <button
          type="button"
          className="hearth-button coupon-main"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onBuy();
          }}
        >
          {busy ? t('buy.starting') : t('action.buy')}
        </button>
      );
    case 'appointment':
      return insId ? (
        <Link
          className="hearth-button coupon-main"
          to={couponsPages.href('coupon-appointment', { insId: insId })}
        >
          {t('action.appointment')}
        </Link>
      ) : (
        <p className="coupon-main coupon-main--label">{t('action.unavailable')}</p>
      );
    case 'viewOrder':
      return (
        <button type="button" className="hearth-button coupon-main" onClick={() => nativeBridge.goOrder()}>
          {t('action.viewOrder')}
        </button>
      );
    case 'get':
      return <p className="coupon-main coupon-main--label">{t('action.get')}</p>;
    case 'label':
      return <p className="coupon-main coupon-main--label">{t(`action.${action.label}`)}</p>;
  }
}
