import type {
  BillBreakdownInput,
  BreakdownKey,
  InvoiceItemInput,
} from '@hearth/shared/contracts/vendorService';
import type { InvoiceRow } from '../../db/queries/orders';
import { isoUtc, numberText } from '../../http/wire';

/** An invoice as the sandbox answers it for regular records (every field present). */
export interface InvoiceItem extends InvoiceItemInput {
  type: InvoiceRow['type'];
  createdDate: string;
  payable: number;
  paid: number;
  invoiceNumber: string;
}

/** A breakdown as the sandbox answers it (regular records). */
export interface BillBreakdown extends BillBreakdownInput {
  key: BreakdownKey;
  invSubtotal: InvoiceItem[];
  Payable: number;
  Paid: number;
  Receivable: number;
  Received: number;
  Income: number;
}

/** Computes the three bill breakdowns of a sale order from its invoices (rules in the contract doc). */
const round2 = (n: number) => Math.round(n * 100) / 100;

function net(
  items: readonly InvoiceItem[],
  invoice: string,
  refund: string,
  field: 'payable' | 'paid',
): number {
  return round2(
    items.reduce((sum, i) => sum + (i.type === invoice ? i[field] : i.type === refund ? -i[field] : 0), 0),
  );
}

export function toInvoiceItem(r: InvoiceRow): InvoiceItem {
  return {
    type: r.type,
    createdDate: r.created_date,
    payable: r.payable,
    paid: r.paid,
    invoiceNumber: r.number,
  };
}

export function billBreakdowns(rows: readonly InvoiceRow[]): BillBreakdown[] {
  const all = rows.map(toInvoiceItem);
  const client = all.filter((i) => i.type.startsWith('OUT_'));
  const vendor = all.filter((i) => i.type.startsWith('IN_'));
  const clientPayable = net(client, 'OUT_INVOICE', 'OUT_REFUND', 'payable');
  const clientPaid = net(client, 'OUT_INVOICE', 'OUT_REFUND', 'paid');
  const vendorReceivable = net(vendor, 'IN_INVOICE', 'IN_REFUND', 'payable');
  const vendorReceived = net(vendor, 'IN_INVOICE', 'IN_REFUND', 'paid');
  return [
    {
      key: 'CLIENT',
      invSubtotal: client,
      Payable: clientPayable,
      Paid: clientPaid,
      Receivable: 0,
      Received: 0,
      Income: 0,
    },
    {
      key: 'VENDOR',
      invSubtotal: vendor,
      Payable: 0,
      Paid: 0,
      Receivable: vendorReceivable,
      Received: vendorReceived,
      Income: vendorReceivable,
    },
    {
      key: 'MYCOMPANY',
      invSubtotal: all,
      Payable: vendorReceivable,
      Paid: vendorReceived,
      Receivable: clientPayable,
      Received: clientPaid,
      Income: round2(clientPayable - vendorReceivable),
    },
  ];
}

/**
 * The breakdowns of a MINIMAL order: the same figures with amounts as strings and invoice dates in ISO 8601 UTC;
 * breakdown keys and invoice types in lower case (the contract matches them in any case).
 */
export function minimalBreakdowns(rows: readonly InvoiceRow[]): BillBreakdownInput[] {
  return billBreakdowns(rows).map((b) => ({
    key: b.key.toLowerCase(),
    invSubtotal: b.invSubtotal.map((i) => ({
      type: i.type.toLowerCase(),
      createdDate: isoUtc(i.createdDate),
      payable: numberText(i.payable),
      paid: numberText(i.paid),
      invoiceNumber: i.invoiceNumber,
    })),
    Payable: numberText(b.Payable),
    Paid: numberText(b.Paid),
    Receivable: numberText(b.Receivable),
    Received: numberText(b.Received),
    Income: numberText(b.Income),
  }));
}
