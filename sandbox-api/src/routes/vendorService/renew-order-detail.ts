import type { RenewOrderDetail } from '@hearth/shared/contracts';
import { invoicesOf, linesOf, termsOf, type OrderRow } from '../../db/queries/orders';
import { fileUrl, type AppDeps } from '../../http/deps';

/** The app=RENEW answer of /vendor/order/detail: order, renewal packages and the client's invoices. */
export async function renewOrderDetail(deps: AppDeps, order: OrderRow): Promise<RenewOrderDetail> {
  const [lines, terms, invoices] = await Promise.all([
    linesOf(deps.db, order.id),
    termsOf(deps.db, order.id),
    invoicesOf(deps.db, order.id),
  ]);
  return {
    order: {
      saleOrder: {
        name: order.name,
        amount_total: order.amount_total,
        x_delivery_address: order.address,
        order_create_date: order.create_date,
        x_main_delivery_date: order.delivery_date,
      },
      saleOrderLine: lines,
    },
    paymentTerm: terms.map((t) => ({
      x_price: t.price,
      x_renew_period: t.period,
      x_renew_period_unit: t.period_unit,
      x_product_id: t.product_id,
    })),
    clientStatement: {
      invSubtotal: invoices
        .filter((i) => i.type.startsWith('OUT_'))
        .map((i) => ({
          unpaid: Math.round((i.payable - i.paid) * 100) / 100,
          type: i.type,
          link: fileUrl(deps, `invoices/${i.number}.svg`),
        })),
    },
  };
}
