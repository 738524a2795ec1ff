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

/**
 * The order of one unpaid instance of `clientId`; a refusal with a coupon business code otherwise. Idempotent: an
 * instance has at most one pending order (unique partial index trade_orders_one_pending), and asking again answers
 * that order instead of making another. PGlite runs one transaction at a time, so the look-up and the insert are one
 * step for concurrent requests; the index keeps the rule should that ever change.
 */
export async function createOrder(db: Db, insId: number, clientId: number): Promise<OrderRow | Refusal> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ partner_id: number; status: number; name: string; price: number }>(
      `SELECT i.partner_id, i.status::int AS status, coalesce(c.name_en, c.name_cn, 'Coupon') AS name,
         c.price::float8 AS price
       FROM coupon_instances i JOIN coupons c ON c.id = i.coupon_id WHERE i.id = $1 FOR UPDATE OF i`,
      [insId],
    );
    const ins = rows[0];
    if (!ins || ins.partner_id !== clientId) return { code: 3101, msg: 'Instance does not belong to user' };
    if (ins.status !== -1) return { code: 3001, msg: 'Cannot redeem: the coupon is not awaiting payment' };
    const pending = await tx.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM trade_orders WHERE ins_id = $1 AND state = 'pending'`,
      [insId],
    );
    if (pending.rows[0]) return pending.rows[0];
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

/**
 * A new payment transaction of a pending order whose instance is still UNPAID (-1); 3003 when the order or its
 * instance is paid already (a second tab, a retried hand-off), 404 for an unknown order.
 */
export async function createTransaction(db: Db, orderNo: string): Promise<{ transSn: string } | Refusal> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; state: string; ins_status: number }>(
      `SELECT o.id, o.state, i.status::int AS ins_status
       FROM trade_orders o JOIN coupon_instances i ON i.id = o.ins_id WHERE o.order_no = $1`,
      [orderNo],
    );
    const order = rows[0];
    if (!order) return { code: 404, msg: `No order ${orderNo}` };
    if (order.state !== 'pending' || order.ins_status !== -1)
      return { code: 3003, msg: 'The order is already paid' };
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
  /** Status of the ordered instance (payable only while UNPAID, -1). */
  ins_status: number;
  order: OrderRow;
}

/** The transaction and its order. */
export async function findPayment(db: Db, transSn: string): Promise<PaymentRow | undefined> {
  const { rows } = await db.query<OrderRow & { trans_sn: string; trans_state: string; ins_status: number }>(
    `SELECT t.trans_sn, t.state AS trans_state, i.status::int AS ins_status, o.id, o.order_no, o.client_id,
       o.ins_id, o.description, o.price::float8 AS price, o.state
     FROM trade_transactions t JOIN trade_orders o ON o.id = t.order_id
       JOIN coupon_instances i ON i.id = o.ins_id WHERE t.trans_sn = $1`,
    [transSn],
  );
  const r = rows[0];
  if (!r) return undefined;
  const { trans_sn, trans_state, ins_status, ...order } = r;
  return { trans_sn, trans_state, ins_status, order };
}

export type PaymentDecision = 'approve' | 'cancel' | 'decline';

/**
 * Settles a pending transaction, in one database transaction. Approve pays once: only while the transaction, its
 * order and its instance are all unsettled (pending, pending, UNPAID) does it mark the transaction approved, the order
 * paid and the instance READY_TO_USE; otherwise it changes nothing and answers `refused` (the instance was paid by
 * another transaction, or this one was settled otherwise). The decision a transaction already has is answered as
 * done (`changed` false). Cancel / decline mark a pending transaction only. Undefined for an unknown transaction.
 */
export async function decidePayment(
  db: Db,
  transSn: string,
  decision: PaymentDecision,
): Promise<{ changed: boolean; refused: boolean; insId: number } | undefined> {
  const state = { approve: 'approved', cancel: 'cancelled', decline: 'declined' }[decision];
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      trans_state: string;
      order_id: number;
      order_state: string;
      ins_id: number;
      ins_status: number;
    }>(
      `SELECT t.state AS trans_state, o.id AS order_id, o.state AS order_state, o.ins_id, i.status::int AS ins_status
       FROM trade_transactions t JOIN trade_orders o ON o.id = t.order_id JOIN coupon_instances i ON i.id = o.ins_id
       WHERE t.trans_sn = $1 FOR UPDATE`,
      [transSn],
    );
    const hit = rows[0];
    if (!hit) return undefined;
    // The same decision again (a double submit, a concurrent request) is answered like the first one.
    if (hit.trans_state === state) return { changed: false, refused: false, insId: hit.ins_id };
    const refused = { changed: false, refused: true, insId: hit.ins_id };
    if (hit.trans_state !== 'pending') return refused;
    if (decision === 'approve') {
      if (hit.order_state !== 'pending' || hit.ins_status !== -1) return refused;
      await tx.query("UPDATE trade_orders SET state = 'paid' WHERE id = $1", [hit.order_id]);
      await tx.query('UPDATE coupon_instances SET status = 0 WHERE id = $1', [hit.ins_id]);
    }
    await tx.query('UPDATE trade_transactions SET state = $2 WHERE trans_sn = $1', [transSn, state]);
    return { changed: true, refused: false, insId: hit.ins_id };
  });
}
