import { firstUnpaidInvoice, renewPayload } from './renew-rules';

describe('renew rules', () => {
  it('finds the first OUT_INVOICE with unpaid above zero; other types and paid invoices do not block', () => {
    const invoices = [
      { unpaid: 5, type: 'OUT_REFUND' as const, link: 'http://a' },
      { unpaid: 0, type: 'OUT_INVOICE' as const, link: 'http://b' },
      { unpaid: 12.5, type: null, link: 'http://c' },
      { unpaid: 0.01, type: 'OUT_INVOICE' as const, link: 'http://d' },
      { unpaid: 9, type: 'OUT_INVOICE' as const, link: 'http://e' },
    ];
    expect(firstUnpaidInvoice(invoices)?.link).toBe('http://d');
    expect(firstUnpaidInvoice(invoices.slice(0, 3))).toBeUndefined();
  });
  it('builds the payload with amount 1 and the package fields', () => {
    expect(
      renewPayload('SO0061', {
        x_price: 89.27,
        x_renew_period: 6,
        x_renew_period_unit: 'month',
        x_product_id: '3102',
      }),
    ).toEqual({
      soName: 'SO0061',
      price: 89.27,
      amount: 1,
      period: 6,
      periodUnit: 'month',
      termName: '6 month',
      renewProductId: 3102,
    });
    expect(
      renewPayload('SO1', {
        x_price: 1,
        x_renew_period: null,
        x_renew_period_unit: null,
        x_product_id: 'P-9',
      }),
    ).toMatchObject({ termName: '', period: null, periodUnit: null, renewProductId: 'P-9' });
  });
});
