import './invoice-timeline.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { formatAmount } from '@hearth/shared/format';
import { formatDateTime } from '@hearth/shared/dates';
import type { InvoiceItem } from '@hearth/shared/contracts/vendorService';
import { VENDOR_NS } from '../../../i18n/translations';
import { VendorCard } from '../../../components/vendor-card';

/** The invoice sub-totals of a breakdown as a timeline; nothing at all when there are none. */
export function InvoiceTimeline({ invoices }: { invoices: readonly InvoiceItem[] }) {
  const { t } = useTranslation(VENDOR_NS);
  const { t: tc } = useTranslation('common');
  // Every invoice field is optional in the contract: no type → no type label, missing amounts / number → N/A.
  const amount = (value: number | null) => (value === null ? tc('notAvailable') : formatAmount(value));
  if (invoices.length === 0) return null;
  return (
    <VendorCard heading={t('accounting.timeline.heading')}>
      <ol className="invoice-timeline">
        {invoices.map((invoice, index) => {
          const created = formatDateTime(invoice.createdDate);
          return (
            <li
              key={invoice.invoiceNumber ?? `#${index}`}
              className="invoice-timeline__item"
              data-testid="invoice"
            >
              <p className="invoice-timeline__title">
                {invoice.type && (
                  <span className="invoice-timeline__type">
                    {t(`accounting.invoiceType.${invoice.type}`)}
                  </span>
                )}
                {created && <time className="invoice-timeline__date">{created}</time>}
              </p>
              <dl className="invoice-timeline__fields">
                <div>
                  <dt>{t('accounting.timeline.payable')}</dt>
                  <dd>{amount(invoice.payable)}</dd>
                </div>
                <div>
                  <dt>{t('accounting.timeline.paid')}</dt>
                  <dd>{amount(invoice.paid)}</dd>
                </div>
                <div>
                  <dt>{t('accounting.timeline.invoiceNumber')}</dt>
                  <dd>{invoice.invoiceNumber ?? tc('notAvailable')}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
    </VendorCard>
  );
}
