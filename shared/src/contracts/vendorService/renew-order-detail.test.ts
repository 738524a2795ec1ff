import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { RenewOrderDetailResponseSchema } from './renew-order-detail';

const minimal = {
  order: { saleOrder: { name: 'SO0044' } },
  paymentTerm: [{ x_price: 47.11, x_product_id: 3101 }],
  clientStatement: { invSubtotal: [{ unpaid: 0, type: 'OUT_INVOICE' }] },
};

describe('RenewOrderDetailResponseSchema', () => {
  it('accepts the spec-only answer: order, paymentTerm, clientStatement', () => {
    const out = v.parse(RenewOrderDetailResponseSchema, { code: 200, data: minimal });
    expect(unwrapCode(out, 'test').data).toEqual({
      order: {
        saleOrder: {
          name: 'SO0044',
          amount_total: null,
          x_delivery_address: null,
          order_create_date: null,
          x_main_delivery_date: null,
        },
        saleOrderLine: [],
      },
      paymentTerm: [
        { x_price: 47.11, x_renew_period: null, x_renew_period_unit: null, x_product_id: '3101' },
      ],
      clientStatement: { invSubtotal: [{ unpaid: 0, type: 'OUT_INVOICE', link: null }] },
    });
  });
  it('accepts extra fields and string numbers', () => {
    const out = v.parse(RenewOrderDetailResponseSchema, {
      code: 200,
      data: {
        ...minimal,
        paymentTerm: [
          { x_price: '89.27', x_renew_period: '6', x_renew_period_unit: 'month', x_product_id: '3102', x: 1 },
        ],
        clientStatement: {
          invSubtotal: [{ unpaid: '189', type: 'out_invoice', link: 'http://f/i.svg' }],
          total: 1,
        },
      },
    });
    expect(unwrapCode(out, 'test').data.paymentTerm).toEqual([
      { x_price: 89.27, x_renew_period: 6, x_renew_period_unit: 'month', x_product_id: '3102' },
    ]);
    expect(unwrapCode(out, 'test').data.clientStatement.invSubtotal).toEqual([
      { unpaid: 189, type: 'OUT_INVOICE', link: 'http://f/i.svg' },
    ]);
  });
  it('fails without the sale-order name or the package list', () => {
    expect(
      v.safeParse(RenewOrderDetailResponseSchema, {
        code: 200,
        data: { ...minimal, order: { saleOrder: {} } },
      }).success,
    ).toBe(false);
    const { paymentTerm: _omitted, ...withoutTerms } = minimal;
    expect(v.safeParse(RenewOrderDetailResponseSchema, { code: 200, data: withoutTerms }).success).toBe(
      false,
    );
  });
  it('drops and reports a package without a price and an invoice without unpaid', () => {
    const capture = captureContractDrops();
    try {
      const out = v.parse(RenewOrderDetailResponseSchema, {
        code: 200,
        data: {
          ...minimal,
          paymentTerm: [{ x_product_id: 1 }, ...minimal.paymentTerm],
          clientStatement: { invSubtotal: [{ type: 'OUT_INVOICE' }, { unpaid: 5 }] },
        },
      });
      expect(unwrapCode(out, 'test').data.paymentTerm.map((t) => t.x_product_id)).toEqual(['3101']);
      expect(unwrapCode(out, 'test').data.clientStatement.invSubtotal).toEqual([
        { unpaid: 5, type: null, link: null },
      ]);
      expect(capture.drops.map((d) => [d.label, d.index])).toEqual([
        ['vendorService:/order/detail?app=RENEW data.paymentTerm', 0],
        ['vendorService:/order/detail?app=RENEW data.clientStatement.invSubtotal', 0],
      ]);
    } finally {
      capture.restore();
    }
  });
});
