import { NlpChineseResponseSchema } from '@hearth/shared/contracts/analysisService';
import { CouponListResponseSchema } from '@hearth/shared/contracts/coupon';
import { CreateLeadResponseSchema } from '@hearth/shared/contracts/leadCreation';
import { MarketingWatchResponseSchema } from '@hearth/shared/contracts/serverless';
import {
  AccountingReportResponseSchema,
  OrderDetailResponseSchema,
  RenewOrderDetailResponseSchema,
} from '@hearth/shared/contracts/vendorService';
import { findLead } from '../db/queries/leads';
import { parseFail, parseOk, TEST_ORIGIN, withTestSandbox } from '../testing/sandbox';

const sb = withTestSandbox();

describe('POST /analysis/nlp/chinese', () => {
  it('tags nouns and proper names in both languages', async () => {
    const strs = [
      'How the Bank of Canada Rate Cut Affects Your Mortgage',
      '列治文山独立屋：房价与趋势',
      'Lily Chen Joins Hearth Realty',
      'Nothing here',
    ];
    const { data } = parseOk(
      NlpChineseResponseSchema,
      (await sb().post('/analysis/nlp/chinese', { strs })).body,
    );
    expect(data.map((r) => r.text)).toEqual(strs);
    expect(data[0]?.entries).toEqual([
      { name: 'Bank of Canada', type: 'nt' },
      { name: 'Mortgage', type: 'n' },
    ]);
    expect(data[1]?.entries).toEqual([
      { name: '列治文山', type: 'ns' },
      { name: '独立屋', type: 'n' },
      { name: '房价', type: 'n' },
    ]);
    expect(data[2]?.entries).toEqual([
      { name: 'Lily Chen', type: 'nr' },
      { name: 'Hearth Realty', type: 'nt' },
    ]);
    expect(data[3]?.entries).toEqual([]);
    expect((await sb().post('/analysis/nlp/chinese', { strs: 'x' })).status).toBe(400);
  });
  it('tags a verb with its own part of speech (v), which the contract keeps without a tag type', async () => {
    const strs = ['Renting a Condo Near Harbour St in Toronto'];
    const { body } = await sb().post('/analysis/nlp/chinese', { strs });
    expect((body as { data: { entries: unknown[] }[] }).data[0]?.entries).toEqual([
      { name: 'Renting', type: 'v' },
      { name: 'Condo', type: 'n' },
      { name: 'Toronto', type: 'ns' },
    ]);
    const { data } = parseOk(NlpChineseResponseSchema, body);
    expect(data[0]?.entries).toEqual([
      { name: 'Renting', type: null },
      { name: 'Condo', type: 'n' },
      { name: 'Toronto', type: 'ns' },
    ]);
  });
});

describe('POST /lead/create', () => {
  const lead = {
    leadName: 'Showing Request',
    clientName: 'Ann Lee',
    email: 'ann.lee@example.com',
    phone: '+14165550123',
    registerAccount: false,
    channel: 'Agent Website',
    agentRefer: 'lily',
    yonghuId: 81001,
    clientMsg: 'Saturday morning please',
  };
  it('stores a valid lead', async () => {
    const { data } = parseOk(CreateLeadResponseSchema, (await sb().post('/lead/create', lead)).body);
    expect(await findLead(sb().db, Number(data?.id))).toMatchObject({
      clientName: 'Ann Lee',
      yonghuId: '81001',
      phone: '+14165550123',
    });
  });
  it('accepts a valuation lead with an empty phone and rejects bad input with 400', async () => {
    parseOk(
      CreateLeadResponseSchema,
      (await sb().post('/lead/create', { ...lead, phone: '', channel: '估价' })).body,
    );
    for (const bad of [
      { ...lead, clientName: ' ' },
      { ...lead, email: 'nope' },
      { ...lead, phone: '12ab' },
      { ...lead, email: '', phone: '' },
    ]) {
      const res = await sb().post('/lead/create', bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, msg: expect.any(String) });
    }
  });
});

describe('GET /coupon/coupon/list', () => {
  it('lists published coupons of every category with absolute covers', async () => {
    const p1 = parseOk(
      CouponListResponseSchema,
      (await sb().get('/coupon/coupon/list?status=2&pageNum=1&pageSize=6')).body,
    );
    const p2 = parseOk(
      CouponListResponseSchema,
      (await sb().get('/coupon/coupon/list?status=2&pageNum=2&pageSize=6')).body,
    );
    expect(p1.data.total).toBe(8);
    expect([p1.data.list.length, p2.data.list.length]).toEqual([6, 2]);
    const all = [...p1.data.list, ...p2.data.list];
    expect(new Set(all.map((c) => c.xCategory))).toEqual(new Set([1, 2, 3, 4]));
    for (const c of all) {
      expect((c.xExpiredDate ?? '') > '2026-11-21').toBe(true);
      if (c.id !== '109') expect(c.coverImgs[0]).toMatch(new RegExp(`^${TEST_ORIGIN}/files/coupons/`));
    }
    // The minimal coupon 109 is on the first page (expiry 2027-08-31).
    const raw = (
      (await sb().get('/coupon/coupon/list?status=2&pageNum=1&pageSize=6')).body as {
        data: { list: Record<string, unknown>[] };
      }
    ).data.list.find((c) => c.id === '109');
    expect(raw).toEqual({
      id: '109',
      xNameCn: '清理排水槽立减25元',
      xNameEn: 'Gutter Cleaning: $25 Off',
      xPrice: '14.99',
      xExpiredDate: '2027-08-31 23:59:59',
      xCategory: 2,
      xDiscountAmount: '25',
    });
    expect(p1.data.list.find((c) => c.id === '109')).toMatchObject({
      xPrice: 14.99,
      xExpiredDate: '2027-08-31T23:59:59',
      xTagline: null,
      coverImgs: [],
      xDiscountAmount: 25,
    });
    const bad = await sb().get('/coupon/coupon/list?pageSize=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 400 });
  });
});

describe('GET /serverless/marketing/client/home/marketing_watch', () => {
  it('gives language-specific images', async () => {
    const en = parseOk(
      MarketingWatchResponseSchema,
      (await sb().get('/serverless/marketing/client/home/marketing_watch?ltype=1')).body,
    );
    const zh = parseOk(
      MarketingWatchResponseSchema,
      (await sb().get('/serverless/marketing/client/home/marketing_watch?ltype=0')).body,
    );
    expect(en.data.contentImages.split('|')).toHaveLength(3);
    expect(en.data.contentImages).not.toBe(zh.data.contentImages);
    expect(en.data.video?.mp4).toBe(`${TEST_ORIGIN}/files/marketing/watch.mp4`);
  });
});

describe('vendor service', () => {
  it('reports SO0042 with partial payment and a refund', async () => {
    const { data } = parseOk(
      AccountingReportResponseSchema,
      (await sb().get('/vendor/accounting/report?key=SO0042')).body,
    );
    const client = data.statement.billBreakdowns.find((b) => b.key === 'CLIENT');
    expect(client?.invSubtotal.map((i) => i.type)).toEqual(['OUT_INVOICE', 'OUT_INVOICE', 'OUT_REFUND']);
    expect(client).toMatchObject({ Payable: 1017, Paid: 652 });
    expect(data.statement.billBreakdowns.find((b) => b.key === 'MYCOMPANY')).toMatchObject({
      Receivable: 1017,
      Payable: 800,
      Income: 217,
    });
    const empty = parseOk(
      AccountingReportResponseSchema,
      (await sb().get('/vendor/accounting/report?key=SO0043')).body,
    );
    expect(
      empty.data.statement.billBreakdowns.every((b) => b.invSubtotal.length === 0 && b.Payable === 0),
    ).toBe(true);
    parseFail(
      AccountingReportResponseSchema,
      (await sb().get('/vendor/accounting/report?key=SO9999')).body,
      404,
    );
  });
  it('details orders, with and without a vendor', async () => {
    const so42 = parseOk(
      OrderDetailResponseSchema,
      (await sb().get('/vendor/order/detail?sale_order_name=SO0042')).body,
    );
    expect(so42.data).toMatchObject({
      userInfo: { name: 'Wei Zhang' },
      vendorInfo: { name: 'Maple Leaf Cleaning Co.' },
    });
    const so43 = parseOk(
      OrderDetailResponseSchema,
      (await sb().get('/vendor/order/detail?sale_order_name=SO0043')).body,
    );
    expect(so43.data.vendorInfo).toBeNull();
    expect(so43.data.overall.delivery_date).toBeNull();
    parseFail(
      OrderDetailResponseSchema,
      (await sb().get('/vendor/order/detail?sale_order_name=SO0000')).body,
      404,
    );
  });
  it('answers the minimal order SO0046 with string amounts, ISO 8601 dates and no optional parts', async () => {
    const detail = await sb().get('/vendor/order/detail?sale_order_name=SO0046');
    expect(detail.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        overall: {
          id: '46',
          address: '28 Main St Unionville, Markham, ON L3R 2G1',
          create_date: '2026-10-05T16:20:00Z',
        },
        userInfo: { name: '李娜' },
        salespersonInfo: { name: 'Mia Lin' },
      },
    });
    expect(parseOk(OrderDetailResponseSchema, detail.body).data).toMatchObject({
      overall: { id: '46', delivery_date: null, details: null },
      vendorInfo: null,
    });
    const report = await sb().get('/vendor/accounting/report?key=SO0046');
    const rawClient = (report.body as { data: { statement: { billBreakdowns: Record<string, unknown>[] } } })
      .data.statement.billBreakdowns[0];
    expect(rawClient).toMatchObject({ key: 'client', Payable: '240', Paid: '240' });
    const { data } = parseOk(AccountingReportResponseSchema, report.body);
    const client = data.statement.billBreakdowns.find((b) => b.key === 'CLIENT');
    expect(client).toMatchObject({ Payable: 240, Paid: 240, Receivable: 0 });
    expect(client?.invSubtotal).toEqual([
      {
        type: 'OUT_INVOICE',
        createdDate: '2026-10-05T16:25:00Z',
        payable: 240,
        paid: 240,
        invoiceNumber: 'INV-2026-1046',
      },
    ]);
    const renew = parseOk(
      RenewOrderDetailResponseSchema,
      (await sb().get('/vendor/order/detail?sale_order_name=SO0046&app=RENEW')).body,
    );
    expect(renew.data).toMatchObject({
      order: { saleOrder: { name: 'SO0046', amount_total: null }, saleOrderLine: [{ price_total: 240 }] },
      paymentTerm: [],
      clientStatement: { invSubtotal: [{ unpaid: 0, type: 'OUT_INVOICE', link: null }] },
    });
  });
  it('gives the renew view: packages, history and unpaid invoices', async () => {
    const so44 = parseOk(
      RenewOrderDetailResponseSchema,
      (await sb().get('/vendor/order/detail?sale_order_name=SO0044&app=RENEW')).body,
    );
    expect(so44.data.paymentTerm).toHaveLength(3);
    expect(so44.data.order.saleOrderLine).toHaveLength(2);
    expect(so44.data.clientStatement.invSubtotal.every((i) => i.unpaid === 0)).toBe(true);
    const so45 = parseOk(
      RenewOrderDetailResponseSchema,
      (await sb().get('/vendor/order/detail?sale_order_name=SO0045&app=RENEW')).body,
    );
    const unpaid = so45.data.clientStatement.invSubtotal.find(
      (i) => i.type === 'OUT_INVOICE' && i.unpaid > 0,
    );
    expect(unpaid?.unpaid).toBe(189);
    const doc = await sb().get(new URL(unpaid?.link ?? '').pathname);
    expect(doc.res.headers.get('content-type')).toContain('image/svg+xml');
    parseFail(
      RenewOrderDetailResponseSchema,
      (await sb().get('/vendor/order/detail?sale_order_name=nope&app=RENEW')).body,
      404,
    );
  });
});
