import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { withTestSandbox } from '../testing/sandbox';

// Payment under races, over real HTTP on 127.0.0.1 (an ephemeral port): concurrent requests reach the app as
// separate connections, as a double-tapping user's do. Every request has a 10 s bound.
const sb = withTestSandbox();
const SHELL = 'http://lily.localhost:3000';
let server: ServerType;
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: sb().app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const post = (path: string, body: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', Origin: SHELL },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
const orderBody = (insId: number) =>
  JSON.stringify({
    clientId: 7101,
    clientType: 'C',
    itemList: [{ itemId: insId, itemType: 'coupon', quantity: 1 }],
  });
type Envelope = { errorCode: number; data: { order_id?: string; xTransSn?: string } | null };
const addOrder = async (insId: number) =>
  (await (await post('/trade/order/add', orderBody(insId))).json()) as Envelope;
async function addTransaction(orderId: string): Promise<string> {
  const res = await post('/trade/transaction/add', new URLSearchParams({ orderId }).toString());
  const body = (await res.json()) as Envelope;
  if (!body.data?.xTransSn) throw new Error(`no transaction: ${JSON.stringify(body)}`);
  return body.data.xTransSn;
}
const approve = (sn: string) =>
  post(
    '/trade/payment/decision',
    new URLSearchParams({ order_id: sn, decision: 'approve', return_to: SHELL }).toString(),
  );
async function scalar(sql: string): Promise<number> {
  const { rows } = await sb().db.query<{ n: number }>(sql);
  return rows[0]!.n;
}

describe('payment is idempotent under concurrent requests', () => {
  it('10 parallel order/add for one instance make one order, answered to all', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => addOrder(5001)));
    expect(answers.map((a) => a.errorCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.data?.order_id)).size).toBe(1);
    expect(await scalar('SELECT count(*)::int AS n FROM trade_orders WHERE ins_id = 5001')).toBe(1);
  });

  it('3 parallel approvals of three transactions of the order pay once; the others are refused', async () => {
    const orderId = (await addOrder(5001)).data!.order_id!;
    const sns = [await addTransaction(orderId), await addTransaction(orderId), await addTransaction(orderId)];
    const results = await Promise.all(sns.map(approve));
    expect(results.map((r) => r.status).sort()).toEqual([303, 409, 409]);
    expect(results.find((r) => r.status === 303)!.headers.get('location')).toBe(
      `${SHELL}/hybrid/coupon/payment/success?id1=5001`,
    );
    expect(await scalar('SELECT status::int AS n FROM coupon_instances WHERE id = 5001')).toBe(0);
    expect(
      await scalar("SELECT count(*)::int AS n FROM trade_orders WHERE ins_id = 5001 AND state = 'paid'"),
    ).toBe(1);
    expect(await scalar("SELECT count(*)::int AS n FROM trade_transactions WHERE state = 'approved'")).toBe(
      1,
    );
    // The instance is no longer UNPAID: no new order, no new transaction, and the payment page refuses it.
    expect((await addOrder(5001)).errorCode).toBe(3001);
    const again = (await (await post('/trade/transaction/add', `orderId=${orderId}`)).json()) as Envelope;
    expect(again.errorCode).toBe(3003);
    const pending = sns[results.findIndex((r) => r.status === 409)]!;
    const page = await post(
      '/trade/payment',
      new URLSearchParams({
        ps_store_id: 'sandbox-store',
        hpp_key: 'sandbox-key',
        charge_total: '9.99',
        order_id: pending,
        cust_id: '7101',
        id1: '5001',
        description1: 'Coupon',
        quantity1: '1',
        price1: '9.99',
        subtotal1: '9.99',
      }).toString(),
    );
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This coupon is already paid');
  });

  it('3 parallel approvals of one transaction pay once and all return to the success page', async () => {
    const sn = await addTransaction((await addOrder(5002)).data!.order_id!);
    const results = await Promise.all([approve(sn), approve(sn), approve(sn)]);
    expect(results.map((r) => r.status)).toEqual([303, 303, 303]);
    expect(await scalar('SELECT status::int AS n FROM coupon_instances WHERE id = 5002')).toBe(0);
    expect(
      await scalar("SELECT count(*)::int AS n FROM trade_orders WHERE ins_id = 5002 AND state = 'paid'"),
    ).toBe(1);
  });
});
