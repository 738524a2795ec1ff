import { OrderDetailQuerySchema, type OrderDetailInput } from '@hearth/shared/contracts/vendorService';
import { findOrder } from '../../db/queries/orders';
import type { App, AppDeps } from '../../http/deps';
import { fail, ok, parseWith, queryOf } from '../../http/respond';
import { isoUtc } from '../../http/wire';
import { renewOrderDetail } from './renew-order-detail';

/** GET /vendor/order/detail?sale_order_name=[&app=RENEW] */
export function mountOrderDetail(app: App, deps: AppDeps): void {
  app.get('/vendor/order/detail', async (c) => {
    const q = parseWith(OrderDetailQuerySchema, queryOf(c));
    const order = await findOrder(deps.db, q.sale_order_name);
    if (!order) return fail(c, 404, `No sale order ${q.sale_order_name}`);
    if (q.app === 'RENEW') return ok(c, await renewOrderDetail(deps, order));
    if (order.minimal) {
      // A minimal order: the id as a string, ISO 8601 UTC dates; no delivery date, product name or vendor.
      const minimal: OrderDetailInput = {
        overall: { id: String(order.id), address: order.address, create_date: isoUtc(order.create_date) },
        userInfo: { name: order.client_name },
        salespersonInfo: { name: order.salesperson_name },
      };
      return ok(c, minimal);
    }
    const data: OrderDetailInput = {
      overall: {
        id: order.id,
        address: order.address,
        create_date: order.create_date,
        delivery_date: order.delivery_date,
        details: { product_name: order.product_name },
      },
      userInfo: { name: order.client_name },
      salespersonInfo: { name: order.salesperson_name },
      ...(order.vendor_name ? { vendorInfo: { name: order.vendor_name } } : {}),
    };
    return ok(c, data);
  });
}
