import type { Db } from '../open-db';

/** Trade orders and payment transactions of coupon instances (sandbox of the {trade} host). */

export interface OrderRow {
  id: number;
  order_no: string;
  client_id: number;
  ins_id: number;
  description: string;
  price: number;
  state: string;
}

const ORDER_COLUMNS = 'id, order_no, client_id, ins_id, description, price::float8 AS price, state';

/** Business failure of the coupon / trade services (errorCode + errorMsg). */
export interface Refusal {
  code: number;
  msg: string;
}

/** Creates the order of one unpaid instance of `clientId`; a refusal with a coupon business code otherwise. */
export async function createOrder(db: Db, insId: number, clientId: number): Promise<OrderRow | Refusal> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ partner_id: number; status: number; name: string; price: number }>(
      `SELECT i.partner_id, i.status::int AS status, coalesce(c.name_en, c.name_cn, 'Coupon') AS name,
         c.price::float8 AS price
       FROM coupon_instances i JOIN coupons c ON c.id = i.coupon_id WHERE i.id = $1`,
      [insId],
    );
    const ins = rows[0];
    if (!ins || ins.partner_id !== clientId) return { code: 3101, msg: 'Instance does not belong to user' };
    if (ins.status !== -1) return { code: 3001, msg: 'Cannot redeem: the coupon is not awaiting payment' };
    const created = await tx.query<OrderRow>(
      `WITH n AS (SELECT nextval(pg_get_serial_sequence('trade_orders', 'id')) AS id)
       INSERT INTO trade_orders (id, order_no, client_id, ins_id, description, price)
       SELECT n.id, 'HO' || lpad(n.id::text, 6, '0'), $1, $2, $3, $4 FROM n RETURNING ${ORDER_COLUMNS}`,
      [clientId, insId, ins.name, ins.price],
    );
    return created.rows[0]!;
  });
}

export async function findOrderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM trade_orders WHERE order_no = $1`, [
    orderNo,
  ]);
  return rows[0];
}

/** A new payment transaction of a pending order. */
export async function createTransaction(db: Db, orderNo: string): Promise<{ transSn: string } | Refusal> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; state: string }>(
      'SELECT id, state FROM trade_orders WHERE order_no = $1',
      [orderNo],
    );
    const order = rows[0];
    if (!order) return { code: 404, msg: `No order ${orderNo}` };
    if (order.state !== 'pending') return { code: 3003, msg: 'The order is already paid' };
    const created = await tx.query<{ trans_sn: string }>(
      `WITH n AS (SELECT nextval(pg_get_serial_sequence('trade_transactions', 'id')) AS id)
       INSERT INTO trade_transactions (id, trans_sn, order_id)
       SELECT n.id, 'TX' || lpad(n.id::text, 8, '0'), $1 FROM n RETURNING trans_sn`,
      [order.id],
    );
    return { transSn: created.rows[0]!.trans_sn };
  });
}

export interface PaymentRow {
  trans_sn: string;
  trans_state: string;
  order: OrderRow;
}

/** The transaction and its order. */
export async function findPayment(db: Db, transSn: string): Promise<PaymentRow | undefined> {
  const { rows } = await db.query<OrderRow & { trans_sn: string; trans_state: string }>(
    `SELECT t.trans_sn, t.state AS trans_state, o.id, o.order_no, o.client_id, o.ins_id, o.description,
       o.price::float8 AS price, o.state
     FROM trade_transactions t JOIN trade_orders o ON o.id = t.order_id WHERE t.trans_sn = $1`,
    [transSn],
  );
  const r = rows[0];
  if (!r) return undefined;
  const { trans_sn, trans_state, ...order } = r;
  return { trans_sn, trans_state, order };
}

export type PaymentDecision = 'approve' | 'cancel' | 'decline';

/**
 * Settles a pending transaction, in one database transaction: approve marks it approved, its order paid (once)
 * and its instance UNPAID → READY_TO_USE; cancel / decline only mark the transaction. `changed` is false when the
 * transaction was not pending any more (a second, concurrent or repeated decision changes nothing).
 */
export async function decidePayment(
  db: Db,
  transSn: string,
  decision: PaymentDecision,
): Promise<{ changed: boolean; insId: number } | undefined> {
  const state = { approve: 'approved', cancel: 'cancelled', decline: 'declined' }[decision];
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ order_id: number; ins_id: number }>(
      `UPDATE trade_transactions t SET state = $2 FROM trade_orders o
       WHERE t.trans_sn = $1 AND t.state = 'pending' AND o.id = t.order_id RETURNING t.order_id, o.ins_id`,
      [transSn, state],
    );
    const hit = rows[0];
    if (!hit) {
      const found = await tx.query<{ ins_id: number }>(
        'SELECT o.ins_id FROM trade_transactions t JOIN trade_orders o ON o.id = t.order_id WHERE t.trans_sn = $1',
        [transSn],
      );
      return found.rows[0] ? { changed: false, insId: found.rows[0].ins_id } : undefined;
    }
    if (decision !== 'approve') return { changed: true, insId: hit.ins_id };
    const paid = await tx.query(
      "UPDATE trade_orders SET state = 'paid' WHERE id = $1 AND state = 'pending' RETURNING id",
      [hit.order_id],
    );
    if (paid.rows.length > 0)
      await tx.query('UPDATE coupon_instances SET status = 0 WHERE id = $1 AND status = -1', [hit.ins_id]);
    return { changed: paid.rows.length > 0, insId: hit.ins_id };
  });
}
