import './accounting-page.css';
import { useParams } from '@hearth/shared/router';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { AccountingHeader } from '../components/accounting-header';
import { AccountingOverview } from '../components/accounting-overview';
import { AccountingSummary } from '../components/accounting-summary';
import type { AccountingView } from '../components/accounting-views';
import { InvoiceTimeline } from '../components/invoice-timeline';
import { useAccountingStatement } from '../api/use-accounting-statement';

/**
 * "Accounting Summary Page" of a sale order (route param `oid` = the sale-order name) from one point of view:
 * the customer, vendor and company pages are this page with another `view`.
 */
export function AccountingPage({ view }: { view: AccountingView }) {
  const { oid } = useParams();
  const state = useAccountingStatement(oid, view);

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={state.retry} />;
  const { saleOrderName, orderState, order, breakdown } = state.statement;
  return (
    <article className="accounting-page" data-view={view.id}>
      <AccountingHeader saleOrderName={saleOrderName} orderState={orderState} />
      <AccountingOverview order={order} addressLabelKey={view.addressLabelKey} />
      <AccountingSummary view={view} breakdown={breakdown} />
      <InvoiceTimeline invoices={breakdown.invSubtotal} />
    </article>
  );
}
