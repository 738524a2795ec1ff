import { useTranslation } from '@hearth/shared/react-i18next';
import { orNA } from '@hearth/shared/format';
import { formatDateTime } from '@hearth/shared/dates';
import type { OrderDetail } from '@hearth/shared/contracts/vendorService';
import type { ParseKeys } from 'i18next';
import { VENDOR_NS } from '../../../i18n/translations';
import { FieldList, VendorCard, type FieldRow } from '../../../components/vendor-card';

const present = (text: string | null | undefined): string | null =>
  text && text.trim() ? text.trim() : null;

/**
 * Purchase id, dates (local YYYY-MM-DD HH:mm), people, address; vendor and product only when present. Every field
 * is optional in the contract: a missing one shows N/A.
 */
export function AccountingOverview({
  order,
  addressLabelKey,
}: {
  order: OrderDetail;
  /** "Service Address" (customer, company) or "Client Address" (vendor). */
  addressLabelKey: ParseKeys<'vendor'>;
}) {
  const { t } = useTranslation(VENDOR_NS);
  const { t: tc } = useTranslation('common');
  const vendorName = present(order.vendorInfo?.name);
  const productName = present(order.overall.details?.product_name);
  const na = tc('notAvailable');
  const rows: FieldRow[] = [
    [t('accounting.overview.purchaseId'), orNA(order.overall.id, na), 'purchase-id'],
    [
      t('accounting.overview.createdDate'),
      formatDateTime(order.overall.create_date) ?? tc('notAvailable'),
      'created-date',
    ],
    [
      t('accounting.overview.deliveredDate'),
      formatDateTime(order.overall.delivery_date) ?? tc('notAvailable'),
      'delivered-date',
    ],
    [t('accounting.overview.clientName'), orNA(order.userInfo?.name, na), 'client-name'],
    [t('accounting.overview.agentName'), orNA(order.salespersonInfo?.name, na), 'agent-name'],
    [t(addressLabelKey), orNA(order.overall.address, na), 'service-address'],
  ];
  if (vendorName) rows.push([t('accounting.overview.vendorName'), vendorName, 'vendor-name']);
  if (productName) rows.push([t('accounting.overview.productName'), productName, 'product-name']);

  return (
    <VendorCard heading={t('accounting.overview.heading')}>
      <FieldList rows={rows} />
    </VendorCard>
  );
}
