import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { NonEmpty, UtcDateTime } from '../params';
import { looseEnum, maybe, NumberLike, optionalList, Text, tolerantList } from '../tolerant';

/** GET {vendorService}/accounting/report?key={sale order name} : statement of a sale order. */

export const AccountingReportQuerySchema = v.object({ key: NonEmpty });
export type AccountingReportQuery = v.InferInput<typeof AccountingReportQuerySchema>;

export const INVOICE_TYPES = ['OUT_INVOICE', 'IN_INVOICE', 'OUT_REFUND', 'IN_REFUND'] as const;

/**
 * OUT_INVOICE customer invoice, IN_INVOICE vendor invoice, OUT_REFUND customer refund, IN_REFUND vendor refund.
 * Any case; an unknown type → null (the timeline shows a generic label).
 */
export const InvoiceTypeSchema = looseEnum(INVOICE_TYPES);
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** One invoice of a breakdown (dollars; numeric strings accepted). Every field optional (N/A / hidden). */
export const InvoiceItemSchema = v.object({
  type: maybe(InvoiceTypeSchema),
  /** UTC (a zone-less value is UTC); any accepted date/time form, normalised. */
  createdDate: maybe(UtcDateTime),
  payable: maybe(NumberLike),
  paid: maybe(NumberLike),
  invoiceNumber: maybe(Text),
});
export type InvoiceItem = v.InferOutput<typeof InvoiceItemSchema>;
export type InvoiceItemInput = v.InferInput<typeof InvoiceItemSchema>;

export const BREAKDOWN_KEYS = ['CLIENT', 'VENDOR', 'MYCOMPANY'] as const;

/** Point of view of a breakdown (any case); an unknown key → null (no page reads that breakdown). */
export const BreakdownKeySchema = looseEnum(BREAKDOWN_KEYS);
export type BreakdownKey = (typeof BREAKDOWN_KEYS)[number];

/**
 * Totals (dollars, 2 decimals), computed from the invoices:
 * - CLIENT: invoices OUT_*; Payable/Paid = invoices minus refunds; Receivable = Received = Income = 0.
 * - VENDOR: invoices IN_*; Receivable/Received = invoices minus refunds; Payable = Paid = 0; Income = Receivable.
 * - MYCOMPANY: all invoices; Receivable/Received = the client's Payable/Paid; Payable/Paid = the vendor's
 *   Receivable/Received; Income = Receivable - Payable.
 * Required: `key` (a breakdown without one is unusable and dropped). Amounts are optional (shown as N/A);
 * `invSubtotal` may be absent (no timeline) and its malformed invoices are dropped.
 */
export const BillBreakdownSchema = v.object({
  key: BreakdownKeySchema,
  invSubtotal: optionalList(
    InvoiceItemSchema,
    'vendorService:/accounting/report data.statement.billBreakdowns[].invSubtotal',
  ),
  Payable: maybe(NumberLike),
  Paid: maybe(NumberLike),
  Receivable: maybe(NumberLike),
  Received: maybe(NumberLike),
  Income: maybe(NumberLike),
});
export type BillBreakdown = v.InferOutput<typeof BillBreakdownSchema>;
export type BillBreakdownInput = v.InferInput<typeof BillBreakdownSchema>;

/**
 * The spec reads data.orderState and data.statement.billBreakdowns. Required: the breakdown list (the page is
 * built from it); orderState is shown as N/A when absent. e.g. SALE, RECEIVE_PENDING, RECEIVE_COMPLAIN, DONE.
 */
export const AccountingReportSchema = v.object({
  orderState: maybe(Text),
  statement: v.object({
    billBreakdowns: tolerantList(
      BillBreakdownSchema,
      'vendorService:/accounting/report data.statement.billBreakdowns',
    ),
  }),
});
export type AccountingReport = v.InferOutput<typeof AccountingReportSchema>;
export type AccountingReportInput = v.InferInput<typeof AccountingReportSchema>;

/** Unknown key → code 404. */
export const AccountingReportResponseSchema = codeEnvelope(AccountingReportSchema);
export type AccountingReportResponse = v.InferOutput<typeof AccountingReportResponseSchema>;
