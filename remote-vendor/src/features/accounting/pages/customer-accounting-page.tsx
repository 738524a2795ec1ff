import { AccountingPage } from './accounting-page';
import { CUSTOMER_VIEW } from '../components/accounting-views';

/** /hybrid/vendor/accounting/customer/:oid: the statement as the customer sees it (CLIENT breakdown). */
export function CustomerAccountingPage() {
  return <AccountingPage view={CUSTOMER_VIEW} />;
}
