import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { UtcDateTime } from '../params';
import { Id, maybe, NumberLike, optionalList, PictureUrl, Text, tolerantList } from '../tolerant';
import { InvoiceTypeSchema } from './accounting-report';

/** GET {vendorService}/order/detail?sale_order_name=&app=RENEW : what the renew page needs. */

const LABEL = 'vendorService:/order/detail?app=RENEW';

/**
 * A renewal package: pay x_price for x_renew_period x_renew_period_unit. Required: x_price and x_product_id
 * (the renew payload cannot be built without them; a package missing one is dropped and reported). Period and
 * unit are shown when present. Numbers may be numeric strings; the product id is a string.
 */
export const PaymentTermSchema = v.object({
  x_price: NumberLike,
  x_renew_period: maybe(NumberLike),
  /** 'month' or 'year'. */
  x_renew_period_unit: maybe(Text),
  x_product_id: Id,
});
export type PaymentTerm = v.InferOutput<typeof PaymentTermSchema>;
export type PaymentTermInput = v.InferInput<typeof PaymentTermSchema>;

/** A sale-order line (renewal history): every field optional (N/A). Dates UTC when zone-less. */
export const SaleOrderLineSchema = v.object({
  name: maybe(Text),
  create_date: maybe(UtcDateTime),
  price_total: maybe(NumberLike),
});
export type SaleOrderLine = v.InferOutput<typeof SaleOrderLineSchema>;
export type SaleOrderLineInput = v.InferInput<typeof SaleOrderLineSchema>;

/**
 * Client invoice summary; link opens the invoice (renewal is blocked while an OUT_INVOICE is unpaid). Required:
 * `unpaid` (the blocking rule reads it; an invoice without it is dropped and reported). The type is loose (unknown
 * → null) and the link optional (null when absent or not an absolute http(s) address).
 */
export const ClientInvoiceSchema = v.object({
  unpaid: NumberLike,
  type: maybe(InvoiceTypeSchema),
  link: maybe(PictureUrl),
});
export type ClientInvoice = v.InferOutput<typeof ClientInvoiceSchema>;
export type ClientInvoiceInput = v.InferInput<typeof ClientInvoiceSchema>;

/**
 * The spec: "Returns order, paymentTerm, clientStatement". Required: order.saleOrder.name (the renew payload's
 * soName), the package list and the client's invoice list (the renew rule). The rest is optional (N/A, hidden).
 */
export const RenewOrderDetailSchema = v.object({
  order: v.object({
    saleOrder: v.object({
      name: Text,
      amount_total: maybe(NumberLike),
      x_delivery_address: maybe(Text),
      order_create_date: maybe(UtcDateTime),
      x_main_delivery_date: maybe(UtcDateTime),
    }),
    saleOrderLine: optionalList(SaleOrderLineSchema, `${LABEL} data.order.saleOrderLine`),
  }),
  /** Empty when the product cannot be renewed. */
  paymentTerm: tolerantList(PaymentTermSchema, `${LABEL} data.paymentTerm`),
  clientStatement: v.object({
    invSubtotal: tolerantList(ClientInvoiceSchema, `${LABEL} data.clientStatement.invSubtotal`),
  }),
});
export type RenewOrderDetail = v.InferOutput<typeof RenewOrderDetailSchema>;
export type RenewOrderDetailInput = v.InferInput<typeof RenewOrderDetailSchema>;

/** Unknown order → code 404. */
export const RenewOrderDetailResponseSchema = codeEnvelope(RenewOrderDetailSchema);
export type RenewOrderDetailResponse = v.InferOutput<typeof RenewOrderDetailResponseSchema>;
