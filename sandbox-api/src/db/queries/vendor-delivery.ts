import type { Db } from '../open-db';

const DT = (col: string, as: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS') AS ${as}`;

export interface ReceiveOrderRow {
  id: number;
  name: string;
  state: string;
  address: string;
  product_name: string | null;
  notes: string | null;
  create_date: string;
  delivery_date: string | null;
}

/** remote-vendor: the delivery order with id `id`. */
export async function findOrderById(db: Db, id: number): Promise<ReceiveOrderRow | undefined> {
  const { rows } = await db.query<ReceiveOrderRow>(
    `SELECT id, name, state, address, product_name, notes, ${DT('create_date', 'create_date')},
       ${DT('delivery_date', 'delivery_date')} FROM sale_orders WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** Picture names of an order, before and after, in position order. */
export async function picturesOf(db: Db, orderId: number): Promise<{ before: string[]; after: string[] }> {
  const { rows } = await db.query<{ kind: 'before' | 'after'; name: string }>(
    'SELECT kind, name FROM delivery_pictures WHERE order_id = $1 ORDER BY kind, position',
    [orderId],
  );
  return {
    before: rows.filter((r) => r.kind === 'before').map((r) => r.name),
    after: rows.filter((r) => r.kind === 'after').map((r) => r.name),
  };
}

/**
 * Moves a RECEIVE_PENDING order to `to` in one conditional statement: of two concurrent calls only one changes
 * it. Returns whether this call did.
 */
export async function leavePending(
  db: Db,
  orderId: number,
  to: 'DONE' | 'RECEIVE_COMPLAIN',
): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE sale_orders SET state = $2 WHERE id = $1 AND state = 'RECEIVE_PENDING' RETURNING id`,
    [orderId, to],
  );
  return rows.length === 1;
}

/** Records a complaint and moves the order to RECEIVE_COMPLAIN, atomically; false when it was not pending. */
export async function fileComplaint(db: Db, orderId: number, details: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `UPDATE sale_orders SET state = 'RECEIVE_COMPLAIN' WHERE id = $1 AND state = 'RECEIVE_PENDING' RETURNING id`,
      [orderId],
    );
    if (rows.length !== 1) return false;
    await tx.query('INSERT INTO delivery_complaints (order_id, details) VALUES ($1, $2)', [orderId, details]);
    return true;
  });
}

/** The complaints filed about an order, oldest first (sandbox listing for tests). */
export async function complaintsOf(
  db: Db,
  orderId: number,
): Promise<{ id: number; details: string; created_at: string }[]> {
  const { rows } = await db.query<{ id: number; details: string; created_at: string }>(
    `SELECT id, details, ${DT('created_at', 'created_at')} FROM delivery_complaints WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows;
}

/** Invoice links of an order that replace the default document link (number → link as stored). */
export async function invoiceLinksOf(db: Db, orderId: number): Promise<Map<string, string>> {
  const { rows } = await db.query<{ number: string; link: string }>(
    'SELECT i.number, l.link FROM invoice_links l JOIN invoices i ON i.id = l.invoice_id WHERE i.order_id = $1',
    [orderId],
  );
  return new Map(rows.map((r) => [r.number, r.link]));
}

/**
 * Renews an order with one of its packages, atomically: adds a history line and an unpaid OUT_INVOICE (linked to the
 * invoicing simulator) and raises the order total. Returns the new invoice number, or why it refused.
 */
export async function renewOrder(
  db: Db,
  order: { id: number; name: string },
  term: { price: number; lineName: string },
): Promise<{ invoice: string } | { refused: 'unpaid' }> {
  return db.transaction(async (tx) => {
    // Lock the order row: two concurrent renewals are serialised, the second sees the first one's unpaid bill.
    await tx.query('SELECT id FROM sale_orders WHERE id = $1 FOR UPDATE', [order.id]);
    const unpaid = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoices WHERE order_id = $1 AND type = 'OUT_INVOICE' AND payable > paid`,
      [order.id],
    );
    if ((unpaid.rows[0]?.n ?? 0) > 0) return { refused: 'unpaid' as const };
    const count = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoices WHERE order_id = $1 AND number LIKE 'RNW-%'`,
      [order.id],
    );
    const invoice = `RNW-${order.name}-${String((count.rows[0]?.n ?? 0) + 1).padStart(2, '0')}`;
    const now = "date_trunc('second', now() AT TIME ZONE 'utc')";
    await tx.query(
      `INSERT INTO sale_order_lines (order_id, name, price_total, create_date) VALUES ($1, $2, $3, ${now})`,
      [order.id, term.lineName, term.price],
    );
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO invoices (order_id, number, type, payable, paid, created_date)
       VALUES ($1, $2, 'OUT_INVOICE', $3, 0, ${now}) RETURNING id`,
      [order.id, invoice, term.price],
    );
    await tx.query('INSERT INTO invoice_links (invoice_id, link) VALUES ($1, $2)', [
      inserted.rows[0]?.id,
      `/vendor/invoicing/${invoice}`,
    ]);
    await tx.query('UPDATE sale_orders SET amount_total = amount_total + $2 WHERE id = $1', [
      order.id,
      term.price,
    ]);
    return { invoice };
  });
}

/** Marks an invoice paid in full (the invoicing simulator); false when there is no such invoice. */
export async function payInvoice(db: Db, number: string): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    'UPDATE invoices SET paid = payable WHERE number = $1 RETURNING id',
    [number],
  );
  return rows.length === 1;
}
