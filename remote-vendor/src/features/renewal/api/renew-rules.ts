import { wireId } from '@hearth/shared/contracts/common';
import {
  type ClientInvoice,
  type OrderRenewBody,
  type PaymentTerm,
} from '@hearth/shared/contracts/vendorService';

/** Spec §9: the renew amount is always 1. */
export const RENEW_AMOUNT = 1;

/** Spec §4: renewal is blocked while any OUT_INVOICE has unpaid above zero; the first such invoice is the one to pay. */
export function firstUnpaidInvoice(invoices: readonly ClientInvoice[]): ClientInvoice | undefined {
  return invoices.find((i) => i.type === 'OUT_INVOICE' && i.unpaid > 0);
}

/** The package's name in the payload: "<period> <unit>" (e.g. "3 month"), or what is known of it. */
export function termName(term: PaymentTerm): string {
  return [term.x_renew_period, term.x_renew_period_unit].filter((p) => p !== null && p !== '').join(' ');
}

/** The renew payload (spec §3) for the chosen package. */
export function renewPayload(soName: string, term: PaymentTerm): OrderRenewBody {
  return {
    soName,
    price: term.x_price,
    amount: RENEW_AMOUNT,
    period: term.x_renew_period,
    periodUnit: term.x_renew_period_unit,
    termName: termName(term),
    renewProductId: wireId(term.x_product_id) ?? term.x_product_id,
  };
}
