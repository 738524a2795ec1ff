import './renew-details.css';
import { useId } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { formatAmount, orNA } from '@hearth/shared/format';
import { formatDateTime } from '@hearth/shared/dates';
import type { RenewOrderDetail } from '@hearth/shared/contracts/vendorService';
import { VENDOR_NS } from '../../../i18n/translations';
import { formatShiftedCreatedDate } from '../../../components/shifted-date';

/**
 * Service name (the order's first line), total amount, delivery address, created (UTC + 12 h, spec §9) and
 * delivered (local) times, then the renewal history: every line with its name, date and total.
 */
export function RenewDetails({ detail }: { detail: RenewOrderDetail }) {
  const { t } = useTranslation(VENDOR_NS);
  const { t: tc } = useTranslation('common');
  const na = tc('notAvailable');
  const detailsId = useId();
  const historyId = useId();
  const { saleOrder, saleOrderLine } = detail.order;
  const amount = (value: number | null) => (value === null ? na : formatAmount(value));
  const rows: [string, string, string][] = [
    [t('renew.serviceName'), orNA(saleOrderLine[0]?.name, na), 'service-name'],
    [t('renew.totalAmount'), amount(saleOrder.amount_total), 'total-amount'],
    [t('renew.address'), orNA(saleOrder.x_delivery_address, na), 'delivery-address'],
    [t('renew.createdDate'), formatShiftedCreatedDate(saleOrder.order_create_date) ?? na, 'created-date'],
    [t('renew.deliveredDate'), formatDateTime(saleOrder.x_main_delivery_date) ?? na, 'delivered-date'],
  ];
  return (
    <>
      <section className="renew-card" aria-labelledby={detailsId}>
        <h2 id={detailsId} className="renew-card__heading">
          {t('renew.detailsHeading')}
        </h2>
        <dl className="renew-fields">
          {rows.map(([label, value, testId]) => (
            <div key={testId} className="renew-fields__row">
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="renew-card" aria-labelledby={historyId}>
        <h2 id={historyId} className="renew-card__heading">
          {t('renew.history')}
        </h2>
        {saleOrderLine.length === 0 ? (
          <p className="renew-card__none">{t('renew.noHistory')}</p>
        ) : (
          <ol className="renew-history">
            {saleOrderLine.map((line, index) => (
              <li key={index} className="renew-history__item" data-testid="history-line">
                <span className="renew-history__name">{orNA(line.name, na)}</span>
                <span className="renew-history__date">{formatDateTime(line.create_date) ?? na}</span>
                <span className="renew-history__total">{amount(line.price_total)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
