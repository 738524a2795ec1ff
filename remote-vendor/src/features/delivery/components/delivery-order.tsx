import './delivery-order.css';
import { useId } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { formatAmount, orNA } from '@hearth/shared/format';
import { formatDateTime } from '@hearth/shared/dates';
import type { ReceiveOrder } from '@hearth/shared/contracts/vendorService';
import { VENDOR_NS } from '../../../i18n/translations';
import { formatShiftedCreatedDate } from '../../../components/shifted-date';

/**
 * The order: product, notes, address, created date (UTC + 12 h, spec §9), delivery date (local), state, and the
 * product lines with their price totals. Missing values show N/A.
 */
export function DeliveryOrder({ order }: { order: ReceiveOrder }) {
  const { t } = useTranslation(VENDOR_NS);
  const { t: tc } = useTranslation('common');
  const na = tc('notAvailable');
  const detailsId = useId();
  const linesId = useId();
  const rows: [string, string, string][] = [
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
      <section className="delivery-card" aria-labelledby={detailsId}>
        <h2 id={detailsId} className="delivery-card__heading">
          {t('delivery.order.heading')}
        </h2>
        <dl className="delivery-fields">
          {rows.map(([label, value, testId]) => (
            <div key={testId} className="delivery-fields__row">
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {order.product_line.length > 0 && (
        <section className="delivery-card" aria-labelledby={linesId}>
          <h2 id={linesId} className="delivery-card__heading">
            {t('delivery.lines.heading')}
          </h2>
          <ul className="delivery-lines">
            {order.product_line.map((line, index) => (
              <li key={index} className="delivery-lines__item" data-testid="product-line">
                <span>{orNA(line.name, na)}</span>
                <span className="delivery-lines__amount">{amount(line.price_total)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
