import './accounting-header.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { orNA } from '@hearth/shared/format';
import { VENDOR_NS } from '../../../i18n/translations';

/** The order name and its state. */
export function AccountingHeader({
  saleOrderName,
  orderState,
}: {
  saleOrderName: string;
  /** N/A when the report has none. */
  orderState: string | null;
}) {
  const { t } = useTranslation(VENDOR_NS);
  const { t: tc } = useTranslation('common');
  return (
    <header className="accounting-header">
      <h1 className="accounting-header__name">
        <span className="hearth-visually-hidden">{t('accounting.orderName')} </span>
        {saleOrderName}
      </h1>
      <p className="accounting-header__status">
        <span className="accounting-header__status-label">{t('accounting.status')}</span>
        <strong className="accounting-header__status-value" data-testid="order-state">
          {orNA(orderState, tc('notAvailable'))}
        </strong>
      </p>
    </header>
  );
}
