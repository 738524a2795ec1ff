import * as v from 'valibot';
import { codeEnvelope } from '../envelope';
import { IdParam, UtcDateTime } from '../params';
import { Id, maybe, NumberLike, optionalList, pictureList, Text } from '../tolerant';

/** GET {vendorService}/order/receive/detail?sale_order_id={id} : the order a client accepts or complains about. */

const LABEL = 'vendorService:/order/receive/detail';

export const ReceiveOrderDetailQuerySchema = v.object({ sale_order_id: IdParam });
export type ReceiveOrderDetailQuery = v.InferInput<typeof ReceiveOrderDetailQuerySchema>;

/** A product line of the order: every field optional (N/A). */
export const ReceiveProductLineSchema = v.object({
  name: maybe(Text),
  price_total: maybe(NumberLike),
});
export type ReceiveProductLine = v.InferOutput<typeof ReceiveProductLineSchema>;

/** The states the page knows; any other value is kept as sent (the buttons show ACCEPTED for it). */
export const RECEIVE_PENDING = 'RECEIVE_PENDING';
export const RECEIVE_COMPLAIN = 'RECEIVE_COMPLAIN';

/**
 * Delivery order (spec §3): id, name, notes, brfore_pictures (spelled so), after_pictures, product_name,
 * product_line (items with price_total), address, create_date, delivery_date, order_state. Required: order_state
 * (the buttons follow it; any case, trimmed, upper-cased). Everything else is optional (N/A, hidden); pictures that
 * are not absolute http(s) addresses are dropped; dates are UTC when zone-less.
 */
export const ReceiveOrderSchema = v.object({
  id: maybe(Id),
  name: maybe(Text),
  notes: maybe(Text),
  brfore_pictures: pictureList(`${LABEL} data.brfore_pictures`),
  after_pictures: pictureList(`${LABEL} data.after_pictures`),
  product_name: maybe(Text),
  product_line: optionalList(ReceiveProductLineSchema, `${LABEL} data.product_line`),
  address: maybe(Text),
  create_date: maybe(UtcDateTime),
  delivery_date: maybe(UtcDateTime),
  order_state: v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'), v.toUpperCase()),
});
export type ReceiveOrder = v.InferOutput<typeof ReceiveOrderSchema>;
export type ReceiveOrderInput = v.InferInput<typeof ReceiveOrderSchema>;

/** Unknown order → code 404. */
export const ReceiveOrderDetailResponseSchema = codeEnvelope(ReceiveOrderSchema);
export type ReceiveOrderDetailResponse = v.InferOutput<typeof ReceiveOrderDetailResponseSchema>;
