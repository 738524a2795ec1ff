import type { RenewOrderDetailInput } from '@hearth/shared/contracts/vendorService';
import { invoicesOf, linesOf, termsOf, type OrderRow } from '../../db/queries/orders';
import { invoiceLinksOf } from '../../db/queries/vendor-delivery';
import { fileUrl, type AppDeps } from '../../http/deps';
import { isoUtc, numberText } from '../../http/wire';

/**
 * The app=RENEW answer of /vendor/order/detail: order, renewal packages and the client's invoices. A minimal order
 * gets only the sale-order name, its lines' names and totals (strings) and its invoices' unpaid amounts and types.
 */
export async function renewOrderDetail(deps: AppDeps, order: OrderRow): Promise<RenewOrderDetailInput> {
  const [lines, terms, invoices, links] = await Promise.all([
    linesOf(deps.db, order.id),
    termsOf(deps.db, order.id),
    invoicesOf(deps.db, order.id),
    invoiceLinksOf(deps.db, order.id),
  ]);
  // remote-vendor: an invoice with its own link (renewals, seeded hostile links) answers it; a path is on this host.
  const linkOf = (number: string) => {
    const own = links.get(number);
    if (own === undefined) return fileUrl(deps, `invoices/${number}.svg`);
    return own.startsWith('/') ? `${deps.publicUrl()}${own}` : own;
  };
  const outInvoices = invoices.filter((i) => i.type.startsWith('OUT_'));
  const unpaidOf = (i: { payable: number; paid: number }) => Math.round((i.payable - i.paid) * 100) / 100;
  if (order.minimal)
    return {
      order: {
        saleOrder: { name: order.name, order_create_date: isoUtc(order.create_date) },
        saleOrderLine: lines.map((l) => ({ name: l.name, price_total: numberText(l.price_total) })),
      },
      paymentTerm: terms.map((t) => ({ x_price: numberText(t.price), x_product_id: String(t.product_id) })),
      clientStatement: {
        invSubtotal: outInvoices.map((i) => ({ unpaid: numberText(unpaidOf(i)), type: i.type })),
      },
    };
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
      invSubtotal: outInvoices.map((i) => ({
        unpaid: unpaidOf(i),
        type: i.type,
        link: linkOf(i.number),
      })),
    },
  };
}
