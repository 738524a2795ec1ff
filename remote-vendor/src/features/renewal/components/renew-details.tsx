import './renew-details.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { formatAmount, orNA } from '@hearth/shared/format';
import { formatDateTime } from '@hearth/shared/dates';
import type { RenewOrderDetail } from '@hearth/shared/contracts/vendorService';
import { VENDOR_NS } from '../../../i18n/translations';
import { formatShiftedCreatedDate } from '../../../components/shifted-date';
import { FieldList, VendorCard, type FieldRow } from '../../../components/vendor-card';

/**
 * Service name (the order's first line), total amount, delivery address, created (UTC + 12 h, spec §9) and
 * delivered (local) times, then the renewal history: every line with its name, date and total.
 */
export function RenewDetails({ detail }: { detail: RenewOrderDetail }) {
  const { t } = useTranslation(VENDOR_NS);
  const { t: tc } = useTranslation('common');
  const na = tc('notAvailable');
  const { saleOrder, saleOrderLine } = detail.order;
  const amount = (value: number | null) => (value === null ? na : formatAmount(value));
  const rows: FieldRow[] = [
    [t('renew.serviceName'), orNA(saleOrderLine[0]?.name, na), 'service-name'],
    [t('renew.totalAmount'), amount(saleOrder.amount_total), 'total-amount'],
    [t('renew.address'), orNA(saleOrder.x_delivery_address, na), 'delivery-address'],
    [t('renew.createdDate'), formatShiftedCreatedDate(saleOrder.order_create_date) ?? na, 'created-date'],
    [t('renew.deliveredDate'), formatDateTime(saleOrder.x_main_delivery_date) ?? na, 'delivered-date'],
  ];
  return (
    <>
      <VendorCard heading={t('renew.detailsHeading')}>
        <FieldList rows={rows} />
      </VendorCard>
      <VendorCard heading={t('renew.history')}>
        {saleOrderLine.length === 0 ? (
          <p className="vendor-card__none">{t('renew.noHistory')}</p>
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
      </VendorCard>
    </>
  );
}
