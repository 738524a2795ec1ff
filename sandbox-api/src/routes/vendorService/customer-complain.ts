import { CustomerComplainBodySchema } from '@hearth/shared/contracts/vendorService';
import { complaintsOf, fileComplaint, findOrderById } from '../../db/queries/vendor-delivery';
import type { App, AppDeps } from '../../http/deps';
import { fail, jsonBody, ok, parseWith, queryOf } from '../../http/respond';
import { orderIdOf } from './receive-order-detail';

/**
 * POST /vendor/customer/complain {saleOrderId, details}: records the complaint and moves the order
 * RECEIVE_PENDING → RECEIVE_COMPLAIN, once (not pending → 409). GET /__sandbox/vendor/complaints?sale_order_id=
 * lists what was filed (tests check payloads exactly; not a service endpoint).
 */
export function mountCustomerComplain(app: App, deps: AppDeps): void {
  app.post('/vendor/customer/complain', async (c) => {
    const body = parseWith(CustomerComplainBodySchema, await jsonBody(c));
    const id = orderIdOf(body.saleOrderId);
    if (await fileComplaint(deps.db, id, body.details)) return ok(c, { id, order_state: 'RECEIVE_COMPLAIN' });
    const order = await findOrderById(deps.db, id);
    return order
      ? fail(c, 409, `Sale order ${order.name} is not waiting for acceptance (${order.state})`)
      : fail(c, 404, `No sale order ${id}`);
  });

  app.get('/__sandbox/vendor/complaints', async (c) => {
    const id = orderIdOf(queryOf(c).sale_order_id ?? '');
    return c.json({ ok: true, complaints: await complaintsOf(deps.db, id) });
  });
}
