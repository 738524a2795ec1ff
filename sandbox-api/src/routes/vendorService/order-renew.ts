import { OrderRenewBodySchema, type OrderRenewResult } from '@hearth/shared/contracts/vendorService';
import { findOrder, termsOf } from '../../db/queries/orders';
import { renewOrder } from '../../db/queries/vendor-delivery';
import type { App, AppDeps } from '../../http/deps';
import { fail, jsonBody, ok, parseWith } from '../../http/respond';

/**
 * POST /vendor/order/renew {soName, price, amount (1), period, periodUnit, termName, renewProductId}: renews with
 * one of the order's packages (product id and price must match one). Adds a history line and an unpaid invoice;
 * answers data.resInvoicing.data.url = the invoicing simulator page of that invoice. Unknown order → 404, unknown
 * package → 400, an unpaid OUT_INVOICE → 409 (pay first).
 */
export function mountOrderRenew(app: App, deps: AppDeps): void {
  app.post('/vendor/order/renew', async (c) => {
    const body = parseWith(OrderRenewBodySchema, await jsonBody(c));
    const order = await findOrder(deps.db, body.soName);
    if (!order) return fail(c, 404, `No sale order ${body.soName}`);
    const terms = await termsOf(deps.db, order.id);
    const term = terms.find(
      (t) => String(t.product_id) === String(body.renewProductId) && Math.abs(t.price - body.price) < 0.005,
    );
    if (!term)
      return fail(c, 400, `No renewal package ${body.renewProductId} at ${body.price} for ${order.name}`);
    const unit = `${term.period_unit}${term.period === 1 ? '' : 's'}`;
    const lineName = `Renewal - ${term.period} ${unit}`;
    const result = await renewOrder(deps.db, order, { price: term.price, lineName });
    if ('refused' in result) return fail(c, 409, `Sale order ${order.name} has unpaid bills: pay them first`);
    const data: OrderRenewResult = {
      resInvoicing: { data: { url: `${deps.publicUrl()}/vendor/invoicing/${result.invoice}` } },
    };
    return ok(c, data);
  });
}
