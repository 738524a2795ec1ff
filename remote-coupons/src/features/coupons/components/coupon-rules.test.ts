import { mainAction, isValidStatus } from './main-action';
import { paymentFields } from './payment-fields';

describe('main button table (spec §4)', () => {
  it.each([
    [null, null, { kind: 'register' }],
    [null, { id: '1', xStatus: -1 }, { kind: 'register' }],
    ['20101', null, { kind: 'get' }],
    ['20101', { id: '1', xStatus: -1 }, { kind: 'buy' }],
    ['20101', { id: '1', xStatus: 0 }, { kind: 'appointment' }],
    ['20101', { id: '1', xStatus: 1 }, { kind: 'viewOrder' }],
    ['20101', { id: '1', xStatus: 2 }, { kind: 'label', label: 'expired' }],
    ['20101', { id: '1', xStatus: 3 }, { kind: 'label', label: 'refunded' }],
    ['20101', { id: '1', xStatus: 4 }, { kind: 'label', label: 'discarded' }],
    ['20101', { id: '1', xStatus: null }, { kind: 'label', label: 'unavailable' }],
  ] as const)('user %p, instance %p → %p', (user, ins, expected) => {
    expect(mainAction(user, ins)).toEqual(expected);
  });

  it('classes UNPAID and READY_TO_USE as valid, the rest as invalid', () => {
    expect([-1, 0, 1, 2, 3, 4, null].map(isValidStatus)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('payment fields (spec §7)', () => {
  const order = {
    order_id: 'HO000001',
    charge_total: 9.99,
    id1: '5001',
    description1: 'Deep Cleaning',
    quantity1: 1,
    price1: 9.99,
    subtotal1: 9.99,
  };
  const config = { url: 'https://pay.test/hpp', storeId: 'store', key: 'key' };

  it('posts the transaction number as order_id, email only when known', () => {
    const base = { order, transSn: 'TX1', customerId: '7101', insId: '5001', config };
    expect(paymentFields({ ...base, email: 'a@b.c' })).toEqual([
      ['ps_store_id', 'store'],
      ['hpp_key', 'key'],
      ['charge_total', '9.99'],
      ['order_id', 'TX1'],
      ['cust_id', '7101'],
      ['id1', '5001'],
      ['description1', 'Deep Cleaning'],
      ['email', 'a@b.c'],
      ['quantity1', '1'],
      ['price1', '9.99'],
      ['subtotal1', '9.99'],
    ]);
    expect(paymentFields({ ...base, email: ' ' })?.map(([name]) => name)).not.toContain('email');
  });

  it('names the fields as coupons §7 states the hand-off, in its order', () => {
    // The spec's list: "store id, key ({key}), charge_total, order_id, cust_id, id1, description1, email (only if
    // known), quantity1, price1, subtotal1". Its "store id" and "key" describe two fields without naming them; they
    // carry the names the provider's hosted page reads (ps_store_id, hpp_key; recorded in the README), every other
    // name is the spec's own.
    const named = ['charge_total', 'order_id', 'cust_id', 'id1', 'description1', 'email'];
    const fields = paymentFields({
      order,
      transSn: 'TX1',
      customerId: '7',
      insId: '5',
      email: 'a@b.c',
      config,
    });
    expect(fields?.map(([name]) => name)).toEqual([
      'ps_store_id',
      'hpp_key',
      ...named,
      'quantity1',
      'price1',
      'subtotal1',
    ]);
  });

  it('posts nothing when subtotal1 is not above 0', () => {
    const free = { ...order, charge_total: 0, subtotal1: 0, price1: 0 };
    expect(
      paymentFields({ order: free, transSn: 'TX', customerId: '1', insId: '1', email: null, config }),
    ).toBeNull();
  });
});
