import { OrderAddBodySchema, type TradeOrderInput } from '@hearth/shared/contracts/trade';
import { createOrder } from '../../db/queries/coupon-trade';
import type { App, AppDeps } from '../../http/deps';
import { BadRequest, okE, parseWith } from '../../http/respond';

/**
 * POST /trade/order/add : the body is the order JSON sent as application/x-www-form-urlencoded (raw JSON text).
 * One order per call; the instance must be the client's and unpaid (3101 / 3001 otherwise).
 */
export function mountOrderAdd(app: App, deps: AppDeps): void {
  app.post('/trade/order/add', async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded'))
      throw new BadRequest('body must be form-urlencoded (the order JSON as the raw body)');
    let json: unknown;
    try {
      json = JSON.parse(await c.req.text());
    } catch {
      throw new BadRequest('body must be the order JSON');
    }
    const body = parseWith(OrderAddBodySchema, json);
    const [item] = body.itemList;
    const order = await createOrder(deps.db, Number(item!.itemId), Number(body.clientId));
    if ('code' in order) return c.json({ errorCode: order.code, errorMsg: order.msg, data: null });
    const data: TradeOrderInput = {
      order_id: order.order_no,
      charge_total: order.price.toFixed(2),
      id1: order.ins_id,
      description1: order.description,
      quantity1: 1,
      price1: order.price.toFixed(2),
      subtotal1: order.price.toFixed(2),
    };
    return okE(c, data);
  });
}
