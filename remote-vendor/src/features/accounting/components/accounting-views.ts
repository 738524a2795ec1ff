import type { BillBreakdown, BreakdownKey } from '@hearth/shared/contracts';
import type { ParseKeys } from 'i18next';

/** The amounts of a bill breakdown a summary can show. */
export type SummaryField = 'Payable' | 'Paid' | 'Receivable' | 'Received' | 'Income';

/**
 * One point of view on a sale order's statement. The customer page is built; the vendor page (CLIENT address,
 * Receivable / Received from the VENDOR breakdown) and the company page (MYCOMPANY) plug in as further views
 * with their own route, summary lines and translations.
 */
export interface AccountingView {
  id: 'customer' | 'vendor' | 'company';
  /** Which bill breakdown the summary and the timeline read. */
  breakdownKey: BreakdownKey;
  /** Summary lines: i18n key (vendor namespace) and the breakdown amount. */
  summary: readonly { labelKey: ParseKeys<'vendor'>; field: SummaryField }[];
}

export const CUSTOMER_VIEW: AccountingView = {
  id: 'customer',
  breakdownKey: 'CLIENT',
  summary: [
    { labelKey: 'accounting.summary.shouldPay', field: 'Payable' },
    { labelKey: 'accounting.summary.havePaid', field: 'Paid' },
  ],
};

export function findBreakdown(
  breakdowns: readonly BillBreakdown[],
  key: BreakdownKey,
): BillBreakdown | undefined {
  return breakdowns.find((b) => b.key === key);
}
