import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { OrderRenewBodySchema, OrderRenewResponseSchema } from './order-renew';

describe('OrderRenew contracts', () => {
  it('reads the invoicing url (as text, not trusted) and tolerates extra fields', () => {
    const out = v.parse(OrderRenewResponseSchema, {
      code: 200,
      data: { resInvoicing: { code: 200, data: { url: ' javascript:alert(1) ', id: 3 } }, x: 1 },
    });
    expect(unwrapCode(out, 'test').data.resInvoicing.data.url).toBe('javascript:alert(1)');
  });
  it('fails a code-200 answer without the url; parses a failure code', () => {
    expect(v.safeParse(OrderRenewResponseSchema, { code: 200, data: { resInvoicing: {} } }).success).toBe(
      false,
    );
    expect(v.parse(OrderRenewResponseSchema, { code: 409, msg: 'unpaid' })).toMatchObject({ code: 409 });
  });
  it('requires amount 1 and the package fields in the payload', () => {
    const body = {
      soName: 'SO0061',
      price: 47.11,
      amount: 1,
      period: 3,
      periodUnit: 'month',
      termName: '3 month',
      renewProductId: '3101',
    };
    expect(v.parse(OrderRenewBodySchema, body)).toEqual(body);
    expect(v.safeParse(OrderRenewBodySchema, { ...body, amount: 2 }).success).toBe(false);
    expect(v.safeParse(OrderRenewBodySchema, { ...body, soName: '' }).success).toBe(false);
  });
});
