import './accounting-summary.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { formatAmount } from '@hearth/shared/format';
import type { BillBreakdown } from '@hearth/shared/contracts/vendorService';
import { VENDOR_NS } from '../../../i18n/translations';
import { VendorCard } from '../../../components/vendor-card';
import type { AccountingView } from './accounting-views';

/** The view's totals of its bill breakdown, in dollars rounded to 2 decimals. */
export function AccountingSummary({ view, breakdown }: { view: AccountingView; breakdown: BillBreakdown }) {
  const { t } = useTranslation(VENDOR_NS);
  const { t: tc } = useTranslation('common');
  return (
    <VendorCard heading={t('accounting.summary.heading')}>
      <dl className="accounting-summary">
        {view.summary.map(({ labelKey, field }) => (
          <div key={field} className="accounting-summary__item">
            <dt>{t(labelKey)}</dt>
            <dd data-testid={`summary-${field}`}>
              {/* Amounts are optional in the contract: N/A when missing. */}
              {breakdown[field] === null ? tc('notAvailable') : formatAmount(breakdown[field])}
            </dd>
          </div>
        ))}
      </dl>
    </VendorCard>
  );
}
