import type { Db } from '../open-db';

const DT = (col: string, as: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS') AS ${as}`;

export interface OrderRow {
  id: number;
  name: string;
  state: string;
  address: string;
  product_name: string | null;
  client_name: string;
  salesperson_name: string;
  vendor_name: string | null;
  amount_total: number;
  create_date: string;
  delivery_date: string | null;
  /** Answered in the minimal wire shape (seed/orders.ts). */
  minimal: boolean;
}
export interface InvoiceRow {
  number: string;
  type: 'OUT_INVOICE' | 'IN_INVOICE' | 'OUT_REFUND' | 'IN_REFUND';
  payable: number;
  paid: number;
  created_date: string;
}

/** The sale order named `name` (exact, case-insensitive). */
export async function findOrder(db: Db, name: string): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `SELECT id, name, state, address, product_name, client_name, salesperson_name, vendor_name,
       amount_total::float8 AS amount_total, ${DT('create_date', 'create_date')}, ${DT('delivery_date', 'delivery_date')},
       minimal
     FROM sale_orders WHERE upper(name) = upper($1)`,
    [name.trim()],
  );
  return rows[0];
}

/** An order's invoices in date order. */
export async function invoicesOf(db: Db, orderId: number): Promise<InvoiceRow[]> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT number, type, payable::float8 AS payable, paid::float8 AS paid, ${DT('created_date', 'created_date')}
     FROM invoices WHERE order_id = $1 ORDER BY created_date, id`,
    [orderId],
  );
  return rows;
}

export async function findInvoice(
  db: Db,
  number: string,
): Promise<(InvoiceRow & { order_name: string; client_name: string }) | undefined> {
  const { rows } = await db.query<InvoiceRow & { order_name: string; client_name: string }>(
    `SELECT i.number, i.type, i.payable::float8 AS payable, i.paid::float8 AS paid, ${DT('i.created_date', 'created_date')},
       o.name AS order_name, o.client_name FROM invoices i JOIN sale_orders o ON o.id = i.order_id WHERE i.number = $1`,
    [number],
  );
  return rows[0];
}

export async function linesOf(
  db: Db,
  orderId: number,
): Promise<{ name: string; create_date: string; price_total: number }[]> {
  const { rows } = await db.query<{ name: string; create_date: string; price_total: number }>(
    `SELECT name, ${DT('create_date', 'create_date')}, price_total::float8 AS price_total
     FROM sale_order_lines WHERE order_id = $1 ORDER BY create_date, id`,
    [orderId],
  );
  return rows;
}

export async function termsOf(
  db: Db,
  orderId: number,
): Promise<{ price: number; period: number; period_unit: string; product_id: number }[]> {
  const { rows } = await db.query<{ price: number; period: number; period_unit: string; product_id: number }>(
    'SELECT price::float8 AS price, period, period_unit, product_id FROM payment_terms WHERE order_id = $1 ORDER BY price, id',
    [orderId],
  );
  return rows;
}
