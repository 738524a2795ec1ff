import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { AbsoluteUrl, UtcDateTime } from '../params';
import { InvoiceTypeSchema } from './accounting-report';

/** GET {vendorService}/order/detail?sale_order_name=&app=RENEW : what the renew page needs. */

/** A renewal package: pay x_price for x_renew_period x_renew_period_unit. */
export const PaymentTermSchema = v.object({
  x_price: v.number(),
  x_renew_period: v.number(),
  /** 'month' or 'year'. */
  x_renew_period_unit: v.string(),
  x_product_id: v.number(),
});
export type PaymentTerm = v.InferOutput<typeof PaymentTermSchema>;

/** A sale-order line (renewal history). */
export const SaleOrderLineSchema = v.object({
  name: v.string(),
  create_date: UtcDateTime,
  price_total: v.number(),
});
export type SaleOrderLine = v.InferOutput<typeof SaleOrderLineSchema>;

/** Client invoice summary; link opens the invoice (renewal is blocked while an OUT_INVOICE is unpaid). */
export const ClientInvoiceSchema = v.object({
  unpaid: v.number(),
  type: InvoiceTypeSchema,
  link: AbsoluteUrl,
});
export type ClientInvoice = v.InferOutput<typeof ClientInvoiceSchema>;

export const RenewOrderDetailSchema = v.object({
  order: v.object({
    saleOrder: v.object({
      name: v.string(),
      amount_total: v.number(),
      x_delivery_address: v.string(),
      order_create_date: UtcDateTime,
      x_main_delivery_date: v.nullish(UtcDateTime),
    }),
    saleOrderLine: v.array(SaleOrderLineSchema),
  }),
  /** Empty when the product cannot be renewed. */
  paymentTerm: v.array(PaymentTermSchema),
  clientStatement: v.object({ invSubtotal: v.array(ClientInvoiceSchema) }),
});
export type RenewOrderDetail = v.InferOutput<typeof RenewOrderDetailSchema>;

/** Unknown order → code 404. */
export const RenewOrderDetailResponseSchema = codeEnvelope(RenewOrderDetailSchema);
export type RenewOrderDetailResponse = v.InferOutput<typeof RenewOrderDetailResponseSchema>;
