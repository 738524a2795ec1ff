import * as v from 'valibot';
import { errorCodeEnvelope } from '../envelope';
import { IdParam } from '../params';
import { Id, IntegerLike, maybe, NumberLike, Text } from '../tolerant';

/**
 * POST {trade}/order/add : creates the order of one coupon instance. The body is the JSON below sent as
 * `application/x-www-form-urlencoded` (the raw body is the JSON text: a "simple" request, no CORS preflight).
 */

export const OrderItemSchema = v.object({
  /** The coupon instance id (`ins.id` of the detail answer). */
  itemId: IdParam,
  itemType: v.literal('coupon'),
  quantity: v.literal(1),
});

export const OrderAddBodySchema = v.object({
  /** The buyer's partner id (`resPartnerId`). */
  clientId: IdParam,
  clientType: v.literal('C'),
  itemList: v.pipe(v.array(OrderItemSchema), v.length(1, 'one coupon per order')),
});
export type OrderAddBody = v.InferInput<typeof OrderAddBodySchema>;

/**
 * The order (spec §3): the fields of the hosted payment page's first line. Required: `order_id` and `subtotal1`
 * (the post happens only when it is above 0); `id1` is the coupon instance id the payment returns with.
 */
export const TradeOrderSchema = v.object({
  order_id: Id,
  charge_total: NumberLike,
  id1: maybe(Id),
  description1: maybe(Text),
  quantity1: v.optional(v.fallback(IntegerLike, 1), 1),
  price1: maybe(NumberLike),
  subtotal1: NumberLike,
});
export type TradeOrder = v.InferOutput<typeof TradeOrderSchema>;
export type TradeOrderInput = v.InferInput<typeof TradeOrderSchema>;

/** `{ errorCode: 200, data: order }`; business failures (e.g. 3101 not the user's instance) are other codes. */
export const OrderAddResponseSchema = errorCodeEnvelope(TradeOrderSchema);
export type OrderAddResponse = v.InferOutput<typeof OrderAddResponseSchema>;
