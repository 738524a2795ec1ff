import {
  AccountingReportResponseSchema,
  OrderRenewResponseSchema,
  RenewOrderDetailResponseSchema,
} from '@hearth/shared/contracts/vendorService';
import { parseFail, parseOk, TEST_ORIGIN, withTestSandbox } from '../testing/sandbox';

const sb = withTestSandbox();
const renewDetail = async (name: string) =>
  parseOk(
    RenewOrderDetailResponseSchema,
    (await sb().get(`/vendor/order/detail?sale_order_name=${name}&app=RENEW`)).body,
  ).data;
const payload = (soName: string, over: object = {}) => ({
  soName,
  price: 47.11,
  amount: 1,
  period: 3,
  periodUnit: 'month',
  termName: '3 month',
  renewProductId: '3101',
  ...over,
});

describe('vendor renew: seeded invoice links', () => {
  it('answers the simulator, a javascript: and a foreign-host link on the unpaid invoices of SO0062–SO0064', async () => {
    const unpaidLink = async (name: string) =>
      (await renewDetail(name)).clientStatement.invSubtotal.find((i) => i.unpaid > 0)?.link;
    expect(await unpaidLink('SO0062')).toBe(`${TEST_ORIGIN}/vendor/invoicing/INV-SO0062-2`);
    // The contract lets only absolute http(s) links through: the page never sees the javascript: one.
    expect(await unpaidLink('SO0063')).toBeNull();
    const raw = (await sb().get('/vendor/order/detail?sale_order_name=SO0063&app=RENEW')).body as {
      data: { clientStatement: { invSubtotal: { link: string }[] } };
    };
    expect(raw.data.clientStatement.invSubtotal.map((i) => i.link)).toContain(
      'javascript:alert(document.cookie)',
    );
    expect(await unpaidLink('SO0064')).toBe('https://invoices.evil.example/pay/INV-SO0064-2');
    // Existing orders keep their document links.
    expect((await renewDetail('SO0045')).clientStatement.invSubtotal[0]?.link).toBe(
      `${TEST_ORIGIN}/files/invoices/INV-2026-0517.svg`,
    );
  });
});

describe('vendor renew: order/renew and the invoicing simulator', () => {
  it('renews: a history line and an unpaid invoice; the url opens the simulator, where paying marks it paid', async () => {
    const before = await renewDetail('SO0061');
    const { data } = parseOk(
      OrderRenewResponseSchema,
      (await sb().post('/vendor/order/renew', payload('SO0061'))).body,
    );
    expect(data.resInvoicing.data.url).toBe(`${TEST_ORIGIN}/vendor/invoicing/RNW-SO0061-01`);
    const after = await renewDetail('SO0061');
    expect(after.order.saleOrderLine).toHaveLength(before.order.saleOrderLine.length + 1);
    expect(after.order.saleOrderLine.at(-1)).toMatchObject({
      name: 'Renewal - 3 months',
      price_total: 47.11,
    });
    expect(after.order.saleOrder.amount_total).toBe(418.88);
    expect(after.clientStatement.invSubtotal.at(-1)).toEqual({
      unpaid: 47.11,
      type: 'OUT_INVOICE',
      link: data.resInvoicing.data.url,
    });
    // A second renewal before paying is refused.
    parseFail(
      OrderRenewResponseSchema,
      (await sb().post('/vendor/order/renew', payload('SO0061'))).body,
      409,
    );

    const page = await sb().app.request('/vendor/invoicing/RNW-SO0061-01');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay $47.11');
    const paid = await sb().app.request('/vendor/invoicing/RNW-SO0061-01/pay', { method: 'POST' });
    expect(paid.status).toBe(303);
    expect((await renewDetail('SO0061')).clientStatement.invSubtotal.every((i) => i.unpaid === 0)).toBe(true);
    const report = parseOk(
      AccountingReportResponseSchema,
      (await sb().get('/vendor/accounting/report?key=SO0061')).body,
    );
    expect(report.data.statement.billBreakdowns.find((b) => b.key === 'CLIENT')?.Paid).toBe(418.88);
    // Paid: renewing again works and numbers the next invoice.
    const again = parseOk(
      OrderRenewResponseSchema,
      (
        await sb().post(
          '/vendor/order/renew',
          payload('SO0061', { price: 169.5, period: 1, periodUnit: 'year', renewProductId: 3103 }),
        )
      ).body,
    );
    expect(again.data.resInvoicing.data.url).toMatch(/RNW-SO0061-02$/);
  });
  it('refuses an unknown package (400), an unknown order (404), unpaid bills (409) and a bad payload (HTTP 400)', async () => {
    parseFail(
      OrderRenewResponseSchema,
      (await sb().post('/vendor/order/renew', payload('SO0065', { price: 1 }))).body,
      400,
    );
    parseFail(
      OrderRenewResponseSchema,
      (await sb().post('/vendor/order/renew', payload('SO9999'))).body,
      404,
    );
    parseFail(
      OrderRenewResponseSchema,
      (await sb().post('/vendor/order/renew', payload('SO0062'))).body,
      409,
    );
    expect((await sb().post('/vendor/order/renew', payload('SO0065', { amount: 2 }))).status).toBe(400);
    expect((await sb().app.request('/vendor/invoicing/NOPE')).status).toBe(404);
  });
});
