import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { NonEmpty, UtcDateTime } from '../params';
import { Id, maybe, Text } from '../tolerant';

/** GET {vendorService}/order/detail?sale_order_name= (without app=RENEW): overview of a sale order. */

/** Query. With app=RENEW the answer is RenewOrderDetail (see ./renew-order-detail). */
export const OrderDetailQuerySchema = v.object({
  sale_order_name: NonEmpty,
  app: v.optional(v.picklist(['RENEW'])),
});
export type OrderDetailQuery = v.InferInput<typeof OrderDetailQuerySchema>;

/** A person or company block: `{ name }`; absent or nameless → null (the page shows N/A or hides the line). */
const Named = v.object({ name: maybe(Text) });

/**
 * Order overview (spec: overall {id, address, create_date, delivery_date, details.product_name}, userInfo.name,
 * salespersonInfo.name, vendorInfo.name (optional)). Required: `overall` (the overview is built from it); every
 * field inside and the people blocks are optional (N/A; vendor and product lines hidden). Dates are UTC when
 * zone-less (any accepted form, normalised); the purchase id is a string.
 */
export const OrderDetailSchema = v.object({
  overall: v.object({
    id: maybe(Id),
    /** Service address. */
    address: maybe(Text),
    create_date: maybe(UtcDateTime),
    /** null before delivery. */
    delivery_date: maybe(UtcDateTime),
    details: maybe(v.object({ product_name: maybe(Text) })),
  }),
  /** The client. */
  userInfo: maybe(Named),
  /** The agent. */
  salespersonInfo: maybe(Named),
  /** Absent when no vendor is assigned. */
  vendorInfo: maybe(Named),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;
export type OrderDetailInput = v.InferInput<typeof OrderDetailSchema>;

/** Unknown order → code 404. */
export const OrderDetailResponseSchema = codeEnvelope(OrderDetailSchema);
export type OrderDetailResponse = v.InferOutput<typeof OrderDetailResponseSchema>;
