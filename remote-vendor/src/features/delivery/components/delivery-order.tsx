import './delivery-order.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { formatAmount, orNA } from '@hearth/shared/format';
import { formatDateTime } from '@hearth/shared/dates';
import type { ReceiveOrder } from '@hearth/shared/contracts/vendorService';
import { VENDOR_NS } from '../../../i18n/translations';
import { formatShiftedCreatedDate } from '../../../components/shifted-date';
import { FieldList, VendorCard, type FieldRow } from '../../../components/vendor-card';

/**
 * The order: product, notes, address, created date (UTC + 12 h, spec §9), delivery date (local), state, and the
 * product lines with their price totals. Missing values show N/A.
 */
export function DeliveryOrder({ order }: { order: ReceiveOrder }) {
  const { t } = useTranslation(VENDOR_NS);
  const { t: tc } = useTranslation('common');
  const na = tc('notAvailable');
  const rows: FieldRow[] = [
    [t('delivery.order.productName'), orNA(order.product_name, na), 'product-name'],
    [t('delivery.order.notes'), orNA(order.notes, na), 'notes'],
    [t('delivery.order.address'), orNA(order.address, na), 'address'],
    [t('delivery.order.createdDate'), formatShiftedCreatedDate(order.create_date) ?? na, 'created-date'],
    [t('delivery.order.deliveryDate'), formatDateTime(order.delivery_date) ?? na, 'delivery-date'],
    [t('delivery.order.state'), order.order_state, 'order-state'],
  ];
  const amount = (value: number | null) => (value === null ? na : formatAmount(value));
  return (
    <>
      <VendorCard heading={t('delivery.order.heading')}>
        <FieldList rows={rows} />
      </VendorCard>
      {order.product_line.length > 0 && (
        <VendorCard heading={t('delivery.lines.heading')}>
          <ul className="delivery-lines">
            {order.product_line.map((line, index) => (
              <li key={index} className="delivery-lines__item" data-testid="product-line">
                <span>{orNA(line.name, na)}</span>
                <span className="delivery-lines__amount">{amount(line.price_total)}</span>
              </li>
            ))}
          </ul>
        </VendorCard>
      )}
    </>
  );
}
