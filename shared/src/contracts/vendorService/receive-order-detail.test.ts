import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { ReceiveOrderDetailResponseSchema } from './receive-order-detail';

describe('ReceiveOrderDetailResponseSchema', () => {
  it('accepts the spec-only answer: only the state is required', () => {
    const out = v.parse(ReceiveOrderDetailResponseSchema, {
      code: 200,
      data: { order_state: 'RECEIVE_PENDING' },
    });
    expect(unwrapCode(out, 'test').data).toEqual({
      id: null,
      name: null,
      notes: null,
      brfore_pictures: [],
      after_pictures: [],
      product_name: null,
      product_line: [],
      address: null,
      create_date: null,
      delivery_date: null,
      order_state: 'RECEIVE_PENDING',
    });
  });
  it('accepts a full answer with string numbers, other date forms, extra fields and any-case states', () => {
    const out = v.parse(ReceiveOrderDetailResponseSchema, {
      code: '200',
      data: {
        id: 51,
        name: 'SO0051',
        notes: 'Ring',
        brfore_pictures: ['http://f/b1.svg', '', '//cdn/b2.svg'],
        after_pictures: ['https://f/a1.svg'],
        product_name: 'Cleaning',
        product_line: [{ name: 'Cleaning', price_total: '480.5', qty: 1 }],
        address: '1 Bay St',
        create_date: '2026-10-11T03:30:00Z',
        delivery_date: '2026-10-13 18:00:00',
        order_state: ' receive_complain ',
        extra: true,
      },
    });
    const data = unwrapCode(out, 'test').data;
    expect(data).toMatchObject({
      id: '51',
      order_state: 'RECEIVE_COMPLAIN',
      delivery_date: '2026-10-13T18:00:00',
    });
    expect(data.brfore_pictures).toEqual(['http://f/b1.svg', 'https://cdn/b2.svg']);
    expect(data.product_line).toEqual([{ name: 'Cleaning', price_total: 480.5 }]);
  });
  it('fails without a state, and drops (and reports) a malformed product line', () => {
    expect(v.safeParse(ReceiveOrderDetailResponseSchema, { code: 200, data: { name: 'SO1' } }).success).toBe(
      false,
    );
    expect(
      v.safeParse(ReceiveOrderDetailResponseSchema, { code: 200, data: { order_state: ' ' } }).success,
    ).toBe(false);
    const capture = captureContractDrops();
    try {
      const out = v.parse(ReceiveOrderDetailResponseSchema, {
        code: 200,
        data: { order_state: 'SALE', product_line: [7, { name: 'ok' }] },
      });
      expect(unwrapCode(out, 'test').data.product_line).toEqual([{ name: 'ok', price_total: null }]);
      expect(capture.drops.map((d) => d.label)).toEqual([
        'vendorService:/order/receive/detail data.product_line',
      ]);
    } finally {
      capture.restore();
    }
  });
  it('parses a non-200 answer as the failure branch', () => {
    const out = v.parse(ReceiveOrderDetailResponseSchema, { code: 404, msg: 'No sale order 9' });
    expect(() => unwrapCode(out, 'test')).toThrow();
  });
});
