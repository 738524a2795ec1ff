import * as v from 'valibot';
import { CustomerComplainBodySchema, CustomerComplainResponseSchema } from './customer-complain';
import { ReceiveConfirmBodySchema, ReceiveConfirmResponseSchema } from './receive-confirm';

describe('ReceiveConfirm / CustomerComplain contracts', () => {
  it('accepts a code-200 answer with any data, or none', () => {
    for (const schema of [ReceiveConfirmResponseSchema, CustomerComplainResponseSchema]) {
      expect(v.parse(schema, { code: 200 })).toMatchObject({ code: 200 });
      expect(v.parse(schema, { code: '200', msg: 'success', data: { state: 'DONE' } })).toMatchObject({
        code: 200,
      });
      expect(v.parse(schema, { code: 409, msg: 'not pending' })).toMatchObject({ code: 409 });
      expect(v.safeParse(schema, { msg: 'no code' }).success).toBe(false);
    }
  });
  it('validates the bodies: an id, and non-blank complaint details', () => {
    expect(v.parse(ReceiveConfirmBodySchema, { sale_order_id: 51 })).toEqual({ sale_order_id: '51' });
    expect(v.safeParse(ReceiveConfirmBodySchema, { sale_order_id: ' ' }).success).toBe(false);
    expect(v.parse(CustomerComplainBodySchema, { saleOrderId: 51, details: ' x ' })).toEqual({
      saleOrderId: '51',
      details: 'x',
    });
    expect(v.safeParse(CustomerComplainBodySchema, { saleOrderId: 51, details: '  ' }).success).toBe(false);
  });
});
