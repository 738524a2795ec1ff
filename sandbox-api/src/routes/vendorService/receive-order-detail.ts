import {
  ReceiveConfirmBodySchema,
  ReceiveOrderDetailQuerySchema,
  type ReceiveOrderInput,
} from '@hearth/shared/contracts/vendorService';
import { linesOf } from '../../db/queries/orders';
import { findOrderById, leavePending, picturesOf } from '../../db/queries/vendor-delivery';
import { fileUrl, type App, type AppDeps } from '../../http/deps';
import { BadRequest, fail, jsonBody, ok, parseWith, queryOf } from '../../http/respond';

/** A sale-order id of a query or body: a positive integer. */
export function orderIdOf(raw: string): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1)
    throw new BadRequest('sale order id: not an id');
  return id;
}

/**
 * GET /vendor/order/receive/detail?sale_order_id= (the delivery order with its pictures and lines) and
 * POST /vendor/order/receive/confirm {sale_order_id} (RECEIVE_PENDING → DONE, once: a second confirm gets 409).
 */
export function mountReceiveOrder(app: App, deps: AppDeps): void {
  app.get('/vendor/order/receive/detail', async (c) => {
    const id = orderIdOf(parseWith(ReceiveOrderDetailQuerySchema, queryOf(c)).sale_order_id);
    const order = await findOrderById(deps.db, id);
    if (!order) return fail(c, 404, `No sale order ${id}`);
    const [pictures, lines] = await Promise.all([picturesOf(deps.db, id), linesOf(deps.db, id)]);
    const picture = (slug: string) => fileUrl(deps, `listings/${slug}/1.svg`);
    const data: ReceiveOrderInput = {
      id: order.id,
      name: order.name,
      notes: order.notes,
      brfore_pictures: pictures.before.map(picture),
      after_pictures: pictures.after.map(picture),
      product_name: order.product_name,
      product_line: lines.map((l) => ({ name: l.name, price_total: l.price_total })),
      address: order.address,
      create_date: order.create_date,
      delivery_date: order.delivery_date,
      order_state: order.state,
    };
    return ok(c, data);
  });

  app.post('/vendor/order/receive/confirm', async (c) => {
    const id = orderIdOf(parseWith(ReceiveConfirmBodySchema, await jsonBody(c)).sale_order_id);
    if (await leavePending(deps.db, id, 'DONE')) return ok(c, { id, order_state: 'DONE' });
    const order = await findOrderById(deps.db, id);
    return order
      ? fail(c, 409, `Sale order ${order.name} is not waiting for acceptance (${order.state})`)
      : fail(c, 404, `No sale order ${id}`);
  });
}
