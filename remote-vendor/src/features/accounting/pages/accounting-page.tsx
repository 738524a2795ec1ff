import './accounting-page.css';
import { useParams } from '@hearth/shared/router';
import { Spinner } from '@hearth/shared/ui';
import { AccountingHeader } from '../components/accounting-header';
import { AccountingOverview } from '../components/accounting-overview';
import { AccountingSummary } from '../components/accounting-summary';
import type { AccountingView } from '../components/accounting-views';
import { InvoiceTimeline } from '../components/invoice-timeline';
import { useAccountingStatement } from '../api/use-accounting-statement';

/** "Accounting Summary Page" of a sale order (route param `oid` = the sale-order name) from one point of view. */
export function AccountingPage({ view }: { view: AccountingView }) {
  const { oid } = useParams();
  const statement = useAccountingStatement(oid, view);

  // A failed load navigates to /not/found: the spinner stays until then.
  if (!statement) return <Spinner />;
  const { saleOrderName, orderState, order, breakdown } = statement;
  return (
    <article className="accounting-page" data-view={view.id}>
      <AccountingHeader saleOrderName={saleOrderName} orderState={orderState} />
      <AccountingOverview order={order} />
      <AccountingSummary view={view} breakdown={breakdown} />
      <InvoiceTimeline invoices={breakdown.invSubtotal} />
    </article>
  );
}
