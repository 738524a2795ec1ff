import {
  AccountingReportResponseSchema,
  CustomerComplainResponseSchema,
  ReceiveConfirmResponseSchema,
  ReceiveOrderDetailResponseSchema,
} from '@hearth/shared/contracts/vendorService';
import { VENDOR_ORDERS } from '../seed/vendor-orders';
import { parseFail, parseOk, TEST_ORIGIN, withTestSandbox } from '../testing/sandbox';

const sb = withTestSandbox();
const detail = async (id: number) =>
  parseOk(
    ReceiveOrderDetailResponseSchema,
    (await sb().get(`/vendor/order/receive/detail?sale_order_id=${id}`)).body,
  ).data;

describe('vendor delivery: order/receive/detail', () => {
  it('answers the delivery order with its lines and before / after pictures', async () => {
    expect(await detail(51)).toEqual({
      id: '51',
      name: 'SO0051',
      notes: 'Ring the concierge at the front desk.',
      brfore_pictures: [1, 2].map((n) => `${TEST_ORIGIN}/files/listings/delivery-SO0051-before-${n}/1.svg`),
      after_pictures: [1, 2].map((n) => `${TEST_ORIGIN}/files/listings/delivery-SO0051-after-${n}/1.svg`),
      product_name: 'Deep Cleaning - 2 Bedroom Condo',
      product_line: [
        { name: 'Deep Cleaning - 2 Bedroom Condo', price_total: 480 },
        { name: 'Eco-friendly supplies', price_total: 45 },
      ],
      address: '51 Harbour St, Toronto, ON M5J 0C3',
      create_date: '2026-10-11T03:30:00',
      delivery_date: '2026-10-13T18:00:00',
      order_state: 'RECEIVE_PENDING',
    });
  });
  it('seeds an order in each delivery state', async () => {
    const states = await Promise.all([51, 54, 55, 56].map(async (id) => (await detail(id)).order_state));
    expect(states).toEqual(['RECEIVE_PENDING', 'RECEIVE_COMPLAIN', 'DONE', 'SALE']);
    expect(VENDOR_ORDERS.every((o) => o.id > 46)).toBe(true);
  });
  it('answers code 404 for an unknown order and HTTP 400 for a bad id', async () => {
    parseFail(
      ReceiveOrderDetailResponseSchema,
      (await sb().get('/vendor/order/receive/detail?sale_order_id=999')).body,
      404,
    );
    expect((await sb().get('/vendor/order/receive/detail?sale_order_id=abc')).status).toBe(400);
    expect((await sb().get('/vendor/order/receive/detail')).status).toBe(400);
  });
});

describe('vendor delivery: confirm and complain change the state once', () => {
  it('confirms a pending order once: RECEIVE_PENDING → DONE, then 409', async () => {
    parseOk(
      ReceiveConfirmResponseSchema,
      (await sb().post('/vendor/order/receive/confirm', { sale_order_id: 51 })).body,
    );
    expect((await detail(51)).order_state).toBe('DONE');
    parseFail(
      ReceiveConfirmResponseSchema,
      (await sb().post('/vendor/order/receive/confirm', { sale_order_id: 51 })).body,
      409,
    );
    parseFail(
      ReceiveConfirmResponseSchema,
      (await sb().post('/vendor/order/receive/confirm', { sale_order_id: 999 })).body,
      404,
    );
    expect((await sb().post('/vendor/order/receive/confirm', {})).status).toBe(400);
  });
  it('of two concurrent confirms, one changes the state and the other gets a clear non-200', async () => {
    const answers = await Promise.all(
      [0, 1].map(
        async () => (await sb().post('/vendor/order/receive/confirm', { sale_order_id: '52' })).body,
      ),
    );
    const codes = answers.map((b) => (b as { code: number }).code).sort();
    expect(codes).toEqual([200, 409]);
    expect(answers.find((b) => (b as { code: number }).code === 409)).toMatchObject({
      msg: 'Sale order SO0052 is not waiting for acceptance (DONE)',
    });
  });
  it('files a complaint exactly as sent and moves the order to RECEIVE_COMPLAIN; a second one gets 409', async () => {
    const details = 'Order: SO0053\nProblem details: stains left';
    parseOk(
      CustomerComplainResponseSchema,
      (await sb().post('/vendor/customer/complain', { saleOrderId: 53, details })).body,
    );
    expect((await detail(53)).order_state).toBe('RECEIVE_COMPLAIN');
    parseFail(
      CustomerComplainResponseSchema,
      (await sb().post('/vendor/customer/complain', { saleOrderId: 53, details: 'again' })).body,
      409,
    );
    expect((await sb().post('/vendor/customer/complain', { saleOrderId: 53, details: ' ' })).status).toBe(
      400,
    );
    const listed = (await sb().get('/__sandbox/vendor/complaints?sale_order_id=53')).body as {
      complaints: { details: string }[];
    };
    expect(listed.complaints.map((c) => c.details)).toEqual([details]);
  });
  it('leaves the existing seeded orders alone (SO0042 stays RECEIVE_PENDING)', async () => {
    const report = parseOk(
      AccountingReportResponseSchema,
      (await sb().get('/vendor/accounting/report?key=SO0042')).body,
    );
    expect(report.data.orderState).toBe('RECEIVE_PENDING');
  });
  it('restores a seeded remote-vendor order for e2e tests, and only those', async () => {
    expect((await sb().post('/__sandbox/vendor/orders/SO0053/restore', {})).status).toBe(200);
    expect((await detail(53)).order_state).toBe('RECEIVE_PENDING');
    const listed = (await sb().get('/__sandbox/vendor/complaints?sale_order_id=53')).body as {
      complaints: [];
    };
    expect(listed.complaints).toEqual([]);
    expect((await detail(53)).brfore_pictures).toHaveLength(2);
    expect((await sb().post('/__sandbox/vendor/orders/SO0042/restore', {})).status).toBe(404);
  });
});
