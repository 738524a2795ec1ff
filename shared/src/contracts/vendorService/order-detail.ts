import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { NonEmpty, UtcDateTime } from '../params';

/** GET {vendorService}/order/detail?sale_order_name= (without app=RENEW): overview of a sale order. */

/** Query. With app=RENEW the answer is RenewOrderDetail (see ./renew-order-detail). */
export const OrderDetailQuerySchema = v.object({
  sale_order_name: NonEmpty,
  app: v.optional(v.picklist(['RENEW'])),
});
export type OrderDetailQuery = v.InferInput<typeof OrderDetailQuerySchema>;

const Named = v.object({ name: v.string() });

/** Order overview. Dates are UTC `YYYY-MM-DD HH:mm:ss` (delivery_date null before delivery). */
export const OrderDetailSchema = v.object({
  overall: v.object({
    id: v.number(),
    /** Service address. */
    address: v.string(),
    create_date: UtcDateTime,
    delivery_date: v.nullish(UtcDateTime),
    details: v.object({ product_name: v.nullish(v.string()) }),
  }),
  /** The client. */
  userInfo: Named,
  /** The agent. */
  salespersonInfo: Named,
  /** Absent when no vendor is assigned. */
  vendorInfo: v.nullish(Named),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

/** Unknown order → code 404. */
export const OrderDetailResponseSchema = codeEnvelope(OrderDetailSchema);
export type OrderDetailResponse = v.InferOutput<typeof OrderDetailResponseSchema>;
