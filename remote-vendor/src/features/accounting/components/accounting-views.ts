import type { BillBreakdown, BreakdownKey } from '@hearth/shared/contracts/vendorService';
import type { ParseKeys } from 'i18next';

/** The amounts of a bill breakdown a summary can show. */
export type SummaryField = 'Payable' | 'Paid' | 'Receivable' | 'Received' | 'Income';

/**
 * One point of view on a sale order's statement: the three pages (customer, vendor, company) are the same page
 * with another view — which breakdown it reads, how it labels the address, and which summary lines it shows.
 */
export interface AccountingView {
  id: 'customer' | 'vendor' | 'company';
  /** Which bill breakdown the summary and the timeline read. */
  breakdownKey: BreakdownKey;
  /** Label of the overview's address row (the order's service address). */
  addressLabelKey: ParseKeys<'vendor'>;
  /** Summary lines: i18n key (vendor namespace) and the breakdown amount. */
  summary: readonly { labelKey: ParseKeys<'vendor'>; field: SummaryField }[];
}

/** The client: what it should pay and has paid (CLIENT breakdown). */
export const CUSTOMER_VIEW: AccountingView = {
  id: 'customer',
  breakdownKey: 'CLIENT',
  addressLabelKey: 'accounting.overview.serviceAddress',
  summary: [
    { labelKey: 'accounting.summary.shouldPay', field: 'Payable' },
    { labelKey: 'accounting.summary.havePaid', field: 'Paid' },
  ],
};

/** The vendor: what it should get and has gotten (VENDOR breakdown); the address is the client's. */
export const VENDOR_VIEW: AccountingView = {
  id: 'vendor',
  breakdownKey: 'VENDOR',
  addressLabelKey: 'accounting.overview.clientAddress',
  summary: [
    { labelKey: 'accounting.summary.shouldGet', field: 'Receivable' },
    { labelKey: 'accounting.summary.haveGotten', field: 'Received' },
  ],
};

/**
 * The company (back office; the spec shows only its timeline): both sides of the order and the margin from the
 * MYCOMPANY breakdown — receivable / received from the client, payable / paid to the vendor, income — then the
 * timeline of every invoice.
 */
export const COMPANY_VIEW: AccountingView = {
  id: 'company',
  breakdownKey: 'MYCOMPANY',
  addressLabelKey: 'accounting.overview.serviceAddress',
  summary: [
    { labelKey: 'accounting.summary.receivable', field: 'Receivable' },
    { labelKey: 'accounting.summary.received', field: 'Received' },
    { labelKey: 'accounting.summary.payable', field: 'Payable' },
    { labelKey: 'accounting.summary.paid', field: 'Paid' },
    { labelKey: 'accounting.summary.income', field: 'Income' },
  ],
};

export const ACCOUNTING_VIEWS = [CUSTOMER_VIEW, VENDOR_VIEW, COMPANY_VIEW] as const;

export function findBreakdown(
  breakdowns: readonly BillBreakdown[],
  key: BreakdownKey,
): BillBreakdown | undefined {
  return breakdowns.find((b) => b.key === key);
}
