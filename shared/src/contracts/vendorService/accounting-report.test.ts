import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { AccountingReportResponseSchema } from './accounting-report';

describe('AccountingReportResponseSchema', () => {
  it('accepts the spec-only answer: orderState and the keyed breakdowns with their amounts', () => {
    const out = v.parse(AccountingReportResponseSchema, {
      code: 200,
      data: {
        orderState: 'SALE',
        statement: { billBreakdowns: [{ key: 'CLIENT', Payable: 10, Paid: 5 }] },
      },
    });
    expect(unwrapCode(out, 'test').data.statement.billBreakdowns).toEqual([
      {
        key: 'CLIENT',
        invSubtotal: [],
        Payable: 10,
        Paid: 5,
        Receivable: null,
        Received: null,
        Income: null,
      },
    ]);
  });
  it('accepts extra fields, string amounts, other date forms and any-case enumerations', () => {
    const out = v.parse(AccountingReportResponseSchema, {
      code: 200,
      data: {
        orderState: 'DONE',
        currency: 'CAD',
        statement: {
          billBreakdowns: [
            {
              key: 'client',
              invSubtotal: [
                {
                  type: 'out_invoice',
                  createdDate: '2026-09-14T15:35:00Z',
                  payable: '565.00',
                  paid: '200',
                  invoiceNumber: 'INV-1',
                  partner: 'x',
                },
                { type: 'OUT_DEPOSIT', createdDate: '2026-09-15' },
              ],
              Payable: '1,017.00',
            },
          ],
        },
      },
    });
    const [client] = unwrapCode(out, 'test').data.statement.billBreakdowns;
    expect(client).toMatchObject({ key: 'CLIENT', Payable: 1017 });
    expect(client?.invSubtotal).toEqual([
      {
        type: 'OUT_INVOICE',
        createdDate: '2026-09-14T15:35:00Z',
        payable: 565,
        paid: 200,
        invoiceNumber: 'INV-1',
      },
      { type: null, createdDate: '2026-09-15', payable: null, paid: null, invoiceNumber: null },
    ]);
  });
  it('fails when the breakdown list is missing or not a list', () => {
    expect(
      v.safeParse(AccountingReportResponseSchema, { code: 200, data: { orderState: 'SALE' } }).success,
    ).toBe(false);
    expect(
      v.safeParse(AccountingReportResponseSchema, { code: 200, data: { statement: { billBreakdowns: {} } } })
        .success,
    ).toBe(false);
  });
  it('drops and reports a breakdown without a key and a malformed invoice; the others survive', () => {
    const capture = captureContractDrops();
    try {
      const out = v.parse(AccountingReportResponseSchema, {
        code: 200,
        data: {
          statement: {
            billBreakdowns: [
              { Payable: 1 },
              { key: 'CLIENT', Payable: 2, invSubtotal: [42, { invoiceNumber: 'INV-2' }] },
            ],
          },
        },
      });
      expect(unwrapCode(out, 'test').data.orderState).toBeNull();
      expect(unwrapCode(out, 'test').data.statement.billBreakdowns).toEqual([
        expect.objectContaining({
          key: 'CLIENT',
          Payable: 2,
          invSubtotal: [expect.objectContaining({ invoiceNumber: 'INV-2' })],
        }),
      ]);
      expect(capture.drops.map((d) => [d.label, d.index])).toEqual([
        ['vendorService:/accounting/report data.statement.billBreakdowns', 0],
        ['vendorService:/accounting/report data.statement.billBreakdowns[].invSubtotal', 0],
      ]);
    } finally {
      capture.restore();
    }
  });
});
