import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { NonEmpty, UtcDateTime } from '../params';

/** GET {vendorService}/accounting/report?key={sale order name} : statement of a sale order. */

export const AccountingReportQuerySchema = v.object({ key: NonEmpty });
export type AccountingReportQuery = v.InferInput<typeof AccountingReportQuerySchema>;

/** OUT_INVOICE customer invoice, IN_INVOICE vendor invoice, OUT_REFUND customer refund, IN_REFUND vendor refund. */
export const InvoiceTypeSchema = v.picklist(['OUT_INVOICE', 'IN_INVOICE', 'OUT_REFUND', 'IN_REFUND']);
export type InvoiceType = v.InferOutput<typeof InvoiceTypeSchema>;

/** One invoice of a breakdown (dollars). */
export const InvoiceItemSchema = v.object({
  type: InvoiceTypeSchema,
  /** UTC `YYYY-MM-DD HH:mm:ss`. */
  createdDate: UtcDateTime,
  payable: v.number(),
  paid: v.number(),
  invoiceNumber: v.string(),
});
export type InvoiceItem = v.InferOutput<typeof InvoiceItemSchema>;

/** Point of view of a breakdown. */
export const BreakdownKeySchema = v.picklist(['CLIENT', 'VENDOR', 'MYCOMPANY']);
export type BreakdownKey = v.InferOutput<typeof BreakdownKeySchema>;

/**
 * Totals (dollars, 2 decimals), computed from the invoices:
 * - CLIENT: invoices OUT_*; Payable/Paid = invoices minus refunds; Receivable = Received = Income = 0.
 * - VENDOR: invoices IN_*; Receivable/Received = invoices minus refunds; Payable = Paid = 0; Income = Receivable.
 * - MYCOMPANY: all invoices; Receivable/Received = the client's Payable/Paid; Payable/Paid = the vendor's
 *   Receivable/Received; Income = Receivable - Payable.
 */
export const BillBreakdownSchema = v.object({
  key: BreakdownKeySchema,
  invSubtotal: v.array(InvoiceItemSchema),
  Payable: v.number(),
  Paid: v.number(),
  Receivable: v.number(),
  Received: v.number(),
  Income: v.number(),
});
export type BillBreakdown = v.InferOutput<typeof BillBreakdownSchema>;

/** orderState e.g. SALE, RECEIVE_PENDING, RECEIVE_COMPLAIN, DONE. billBreakdowns always has the 3 keys. */
export const AccountingReportSchema = v.object({
  orderState: v.string(),
  statement: v.object({ billBreakdowns: v.array(BillBreakdownSchema) }),
});
export type AccountingReport = v.InferOutput<typeof AccountingReportSchema>;

/** Unknown key → code 404. */
export const AccountingReportResponseSchema = codeEnvelope(AccountingReportSchema);
export type AccountingReportResponse = v.InferOutput<typeof AccountingReportResponseSchema>;
