import { CouponDetailResponseSchema, MyCouponsResponseSchema } from '@hearth/shared/contracts/coupon';
import { OrderAddResponseSchema, TransactionAddResponseSchema } from '@hearth/shared/contracts/trade';
import { parseFail, parseOk, TEST_ORIGIN, withTestSandbox } from '../testing/sandbox';

const sb = withTestSandbox();
const SHELL = 'http://lily.localhost:3000';

const formPost = (path: string, body: string, headers: Record<string, string> = {}) =>
  sb().app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

async function addOrder(insId: number, clientId = 7101) {
  const body = JSON.stringify({
    clientId,
    clientType: 'C',
    itemList: [{ itemId: insId, itemType: 'coupon', quantity: 1 }],
  });
  return (await formPost('/trade/order/add', body)).json();
}

async function addTransaction(orderId: string) {
  const res = await formPost('/trade/transaction/add', new URLSearchParams({ orderId }).toString());
  return parseOk(TransactionAddResponseSchema, await res.json()).data.xTransSn;
}

async function instanceStatus(id: number) {
  const { rows } = await sb().db.query<{ status: number }>(
    'SELECT status::int AS status FROM coupon_instances WHERE id = $1',
    [id],
  );
  return rows[0]?.status;
}

function paymentForm(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

describe('GET /coupon/coupon/detailwithIns', () => {
  it('answers the coupon and the partner’s instance; no instance without a partner', async () => {
    const withIns = parseOk(
      CouponDetailResponseSchema,
      (await sb().get('/coupon/coupon/detailwithIns?couponId=101&partnerId=7101')).body,
    );
    expect(withIns.data.ins).toEqual({ id: '5001', xStatus: -1 });
    expect(withIns.data.coupon).toMatchObject({
      xNameEn: '15% Off Deep Cleaning',
      xPrice: 9.99,
      xExpiredDate: '2027-03-31',
    });
    expect(withIns.data.coupon.coverImgs[0]).toBe(`${TEST_ORIGIN}/files/coupons/coupon-101-1.svg`);
    const anonymous = parseOk(
      CouponDetailResponseSchema,
      (await sb().get('/coupon/coupon/detailwithIns?couponId=101')).body,
    );
    expect(anonymous.data.ins).toBeNull();
    const minimal = parseOk(
      CouponDetailResponseSchema,
      (await sb().get('/coupon/coupon/detailwithIns?couponId=109')).body,
    );
    expect(minimal.data.coupon).toMatchObject({ xTagline: null, coverImgs: [], xPrice: 14.99 });
    parseFail(
      CouponDetailResponseSchema,
      (await sb().get('/coupon/coupon/detailwithIns?couponId=999')).body,
      404,
    );
    expect((await sb().get('/coupon/coupon/detailwithIns')).status).toBe(400);
  });
});

describe('GET /coupon/coupon/instance/mycoupon', () => {
  it('pages the partner’s instances (10 by default) with lowercase fields; a bad xcoverimages survives', async () => {
    const first = parseOk(
      MyCouponsResponseSchema,
      (await sb().get('/coupon/coupon/instance/mycoupon?partnerId=7101')).body,
    );
    expect(first.data.total).toBe(12);
    expect(first.data.list).toHaveLength(10);
    expect(first.data.list[0]).toMatchObject({
      couponid: '101',
      insid: '5001',
      couponnameen: '15% Off Deep Cleaning',
    });
    expect(first.data.list[0]?.xcoverimages).toEqual([
      `${TEST_ORIGIN}/files/coupons/coupon-101-1.svg`,
      `${TEST_ORIGIN}/files/coupons/coupon-101-2.svg`,
    ]);
    expect(first.data.list.map((c) => c.insstatus)).toEqual([-1, -1, -1, 0, 0, 0, 0, 1, 2, 3]);
    const second = parseOk(
      MyCouponsResponseSchema,
      (await sb().get('/coupon/coupon/instance/mycoupon?partnerId=7101&pageNum=2')).body,
    );
    expect(second.data.list.map((c) => [c.insid, c.insstatus, c.xcoverimages])).toEqual([
      ['5011', 4, []],
      ['5012', 0, expect.any(Array)],
    ]);
    const raw = (await sb().get('/coupon/coupon/instance/mycoupon?partnerId=7101&pageNum=2')).body as {
      data: { list: { xcoverimages: string }[] };
    };
    expect(raw.data.list[0]?.xcoverimages).toBe('[');
    const empty = parseOk(
      MyCouponsResponseSchema,
      (await sb().get('/coupon/coupon/instance/mycoupon?partnerId=7103')).body,
    );
    expect(empty.data).toEqual({ list: [], total: 0 });
    expect((await sb().get('/coupon/coupon/instance/mycoupon')).status).toBe(400);
  });
});

describe('trade: order, transaction and the hosted payment page', () => {
  it('creates an order only for the client’s unpaid instance, from a form-urlencoded JSON body', async () => {
    const order = parseOk(OrderAddResponseSchema, await addOrder(5002)).data;
    expect(order).toMatchObject({
      charge_total: 19.99,
      subtotal1: 19.99,
      price1: 19.99,
      quantity1: 1,
      id1: '5002',
    });
    expect(order.order_id).toMatch(/^HO\d{6}$/);
    parseFail(OrderAddResponseSchema, await addOrder(5002, 7103), 3101);
    parseFail(OrderAddResponseSchema, await addOrder(5004), 3001);
    const json = await sb().post('/trade/order/add', { clientId: 7101, clientType: 'C', itemList: [] });
    expect(json.status).toBe(400);
  });

  it('rejects a post with a missing field or a subtotal of 0 with a clear page', async () => {
    const zero = parseOk(OrderAddResponseSchema, await addOrder(5003)).data;
    expect(zero.subtotal1).toBe(0);
    const sn = await addTransaction(zero.order_id);
    const fields = {
      ps_store_id: 'sandbox-store',
      hpp_key: 'sandbox-key',
      charge_total: '0.00',
      order_id: sn,
      cust_id: '7101',
      id1: '5003',
      description1: 'Free Home Safety Check',
      quantity1: '1',
      price1: '0.00',
      subtotal1: '0.00',
    };
    const res = await formPost('/trade/payment', paymentForm(fields), { Origin: SHELL });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('subtotal1 must be above 0');
    const { cust_id: _omit, ...missing } = fields;
    const res2 = await formPost('/trade/payment', paymentForm(missing), { Origin: SHELL });
    expect(res2.status).toBe(400);
    expect(await res2.text()).toContain('Missing field: cust_id');
  });

  it('approves once: two concurrent approvals flip UNPAID → READY_TO_USE once and both return to success', async () => {
    const order = parseOk(OrderAddResponseSchema, await addOrder(5001)).data;
    const sn = await addTransaction(order.order_id);
    const fields = {
      ps_store_id: 'sandbox-store',
      hpp_key: 'sandbox-key',
      charge_total: '9.99',
      order_id: sn,
      cust_id: '7101',
      id1: '5001',
      description1: order.description1 ?? '',
      quantity1: '1',
      price1: '9.99',
      subtotal1: '9.99',
      email: 'grace.liu@example.com',
    };
    const pageRes = await formPost('/trade/payment', paymentForm(fields), { Origin: SHELL });
    expect(pageRes.status).toBe(200);
    const html = await pageRes.text();
    expect(html).toContain('$9.99 CAD');
    expect(html).toContain(sn);
    const decide = () =>
      formPost(
        '/trade/payment/decision',
        paymentForm({ order_id: sn, decision: 'approve', return_to: SHELL }),
      );
    const [a, b] = await Promise.all([decide(), decide()]);
    for (const r of [a, b]) {
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe(`${SHELL}/hybrid/coupon/payment/success?id1=5001`);
    }
    expect(await instanceStatus(5001)).toBe(0);
    const { rows } = await sb().db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM trade_orders WHERE ins_id = 5001 AND state = 'paid'",
    );
    expect(rows[0]?.n).toBe(1);
    // A paid order takes no new transaction.
    const again = await formPost(
      '/trade/transaction/add',
      new URLSearchParams({ orderId: order.order_id }).toString(),
    );
    parseFail(TransactionAddResponseSchema, await again.json(), 3003);
  });

  it('cancel and decline return to their pages and leave the instance unpaid', async () => {
    for (const [decision, status] of [
      ['cancel', 'cancel'],
      ['decline', 'fail'],
    ] as const) {
      const order = parseOk(OrderAddResponseSchema, await addOrder(5002)).data;
      const sn = await addTransaction(order.order_id);
      const r = await formPost(
        '/trade/payment/decision',
        paymentForm({ order_id: sn, decision, return_to: SHELL }),
      );
      expect(r.headers.get('location')).toBe(`${SHELL}/hybrid/coupon/payment/${status}?id1=5002`);
    }
    expect(await instanceStatus(5002)).toBe(-1);
  });
});
