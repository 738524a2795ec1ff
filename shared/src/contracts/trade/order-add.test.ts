import * as v from 'valibot';
import { unwrapErrorCode } from '../../api/unwrap';
import { OrderAddBodySchema, OrderAddResponseSchema } from './order-add';
import { TransactionAddResponseSchema } from './transaction-add';

describe('trade contracts', () => {
  it('validates the order body: one coupon, client type C', () => {
    const body = {
      clientId: 7101,
      clientType: 'C',
      itemList: [{ itemId: 5001, itemType: 'coupon', quantity: 1 }],
    };
    expect(v.parse(OrderAddBodySchema, body).itemList[0]?.itemId).toBe('5001');
    expect(v.safeParse(OrderAddBodySchema, { ...body, itemList: [] }).success).toBe(false);
    expect(v.safeParse(OrderAddBodySchema, { ...body, clientType: 'X' }).success).toBe(false);
  });

  it('reads an order with string numbers; order_id and subtotal1 are required', () => {
    const out = unwrapErrorCode(
      v.parse(OrderAddResponseSchema, {
        errorCode: 200,
        data: { order_id: 'HO-1', charge_total: '9.99', subtotal1: '9.99', id1: 5001, extra: true },
      }),
      'test',
    );
    expect(out.data).toEqual({
      order_id: 'HO-1',
      charge_total: 9.99,
      subtotal1: 9.99,
      id1: '5001',
      description1: null,
      quantity1: 1,
      price1: null,
    });
    expect(v.safeParse(OrderAddResponseSchema, { errorCode: 200, data: { order_id: 'x' } }).success).toBe(
      false,
    );
  });

  it('reads the transaction number and refuses a blank one', () => {
    const ok = v.parse(TransactionAddResponseSchema, { errorCode: 200, data: { xTransSn: 'TX-1' } });
    expect(unwrapErrorCode(ok, 'test').data.xTransSn).toBe('TX-1');
    expect(
      v.safeParse(TransactionAddResponseSchema, { errorCode: 200, data: { xTransSn: ' ' } }).success,
    ).toBe(false);
  });
});
