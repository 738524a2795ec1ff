import type { Transaction } from '@electric-sql/pglite';
import type { OrderSeed } from './orders';
import { VENDOR_ORDERS, type VendorOrderSeed } from './vendor-orders';

/** remote-vendor: inserts the delivery / renew sale orders with their lines, packages, invoices, pictures, links. */
export async function seedVendorOrders(tx: Transaction): Promise<void> {
  for (const o of VENDOR_ORDERS) await insertVendorOrder(tx, o);
}

/** Inserts one seeded vendor order and everything that belongs to it. */
export async function insertVendorOrder(tx: Transaction, o: VendorOrderSeed): Promise<void> {
  await insertSaleOrder(tx, o);
  for (const [number, link] of Object.entries(o.invoiceLinks ?? {})) {
    await tx.query(
      'INSERT INTO invoice_links (invoice_id, link) SELECT id, $2 FROM invoices WHERE number = $1',
      [number, link],
    );
  }
  for (const kind of ['before', 'after'] as const) {
    for (const [index, name] of (o.pictures?.[kind] ?? []).entries()) {
      await tx.query('INSERT INTO delivery_pictures (order_id, kind, position, name) VALUES ($1,$2,$3,$4)', [
        o.id,
        kind,
        index + 1,
        name,
      ]);
    }
  }
}

/** Inserts a sale order (MINIMAL or not) with its lines, payment terms and invoices (every order seed). */
export async function insertSaleOrder(tx: Transaction, o: OrderSeed): Promise<void> {
  await tx.query(
    `INSERT INTO sale_orders (id, name, state, address, product_name, client_name, salesperson_name, vendor_name,
       amount_total, notes, create_date, delivery_date, minimal) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
    [
      o.id,
      o.name,
      o.state,
      o.address,
      o.productName,
      o.clientName,
      o.salespersonName,
      o.vendorName,
      o.amountTotal,
      o.notes,
      o.createDate,
      o.deliveryDate,
      o.minimal ?? false,
    ],
  );
  await insertOrderParts(tx, o);
}

/** Inserts a sale order's lines, payment terms and invoices. */
async function insertOrderParts(tx: Transaction, o: OrderSeed): Promise<void> {
  for (const l of o.lines) {
    await tx.query(
      'INSERT INTO sale_order_lines (order_id, name, price_total, create_date) VALUES ($1,$2,$3,$4)',
      [o.id, l.name, l.priceTotal, l.createDate],
    );
  }
  for (const t of o.terms) {
    await tx.query(
      'INSERT INTO payment_terms (order_id, price, period, period_unit, product_id) VALUES ($1,$2,$3,$4,$5)',
      [o.id, t.price, t.period, t.periodUnit, t.productId],
    );
  }
  for (const i of o.invoices) {
    await tx.query(
      'INSERT INTO invoices (order_id, number, type, payable, paid, created_date) VALUES ($1,$2,$3,$4,$5,$6)',
      [o.id, i.number, i.type, i.payable, i.paid, i.createdDate],
    );
  }
}
