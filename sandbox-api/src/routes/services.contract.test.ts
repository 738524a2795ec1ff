import {
  AccountingReportResponseSchema,
  CouponListResponseSchema,
  CreateLeadResponseSchema,
  MarketingWatchResponseSchema,
  NlpChineseResponseSchema,
  OrderDetailResponseSchema,
  RenewOrderDetailResponseSchema,
} from '@hearth/shared/contracts';
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
    expect(await findLead(sb().db, data.id)).toMatchObject({
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
    expect(p1.data.total).toBe(7);
    expect([p1.data.list.length, p2.data.list.length]).toEqual([6, 1]);
    const all = [...p1.data.list, ...p2.data.list];
    expect(new Set(all.map((c) => c.xCategory))).toEqual(new Set([1, 2, 3, 4]));
    for (const c of all) {
      expect(c.xExpiredDate > '2026-11-21').toBe(true);
      expect(c.coverImgs[0]).toMatch(new RegExp(`^${TEST_ORIGIN}/files/coupons/`));
    }
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
    expect(so43.data.vendorInfo).toBeUndefined();
    expect(so43.data.overall.delivery_date).toBeNull();
    parseFail(
      OrderDetailResponseSchema,
      (await sb().get('/vendor/order/detail?sale_order_name=SO0000')).body,
      404,
    );
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
