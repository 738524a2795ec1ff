import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { OrderDetailResponseSchema } from './order-detail';

describe('OrderDetailResponseSchema', () => {
  it('accepts the spec-only answer (overall, userInfo, salespersonInfo; no vendor, no delivery yet)', () => {
    const out = v.parse(OrderDetailResponseSchema, {
      code: 200,
      data: {
        overall: { id: 43, address: '1200 Bay St', create_date: '2026-11-02 13:05:00', details: {} },
        userInfo: { name: 'Emily Brown' },
        salespersonInfo: { name: 'Lily Chen' },
      },
    });
    expect(unwrapCode(out, 'test').data).toEqual({
      overall: {
        id: '43',
        address: '1200 Bay St',
        create_date: '2026-11-02T13:05:00',
        delivery_date: null,
        details: { product_name: null },
      },
      userInfo: { name: 'Emily Brown' },
      salespersonInfo: { name: 'Lily Chen' },
      vendorInfo: null,
    });
  });
  it('accepts a minimal overall, other date forms and extra fields', () => {
    const out = v.parse(OrderDetailResponseSchema, {
      code: 200,
      data: {
        overall: { delivery_date: '2026-09-20T18:00:00Z', state: 'DONE' },
        vendorInfo: { name: 'V', id: 3 },
      },
    });
    expect(unwrapCode(out, 'test').data).toEqual({
      overall: {
        id: null,
        address: null,
        create_date: null,
        delivery_date: '2026-09-20T18:00:00Z',
        details: null,
      },
      userInfo: null,
      salespersonInfo: null,
      vendorInfo: { name: 'V' },
    });
  });
  it('fails without overall, the part the overview is built from', () => {
    expect(
      v.safeParse(OrderDetailResponseSchema, { code: 200, data: { userInfo: { name: 'x' } } }).success,
    ).toBe(false);
    expect(v.safeParse(OrderDetailResponseSchema, { code: 200, data: { overall: 'SO0042' } }).success).toBe(
      false,
    );
  });
});
