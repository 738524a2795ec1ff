import type { SpecCall } from './spec-call';

/** The calls of `hybrid-pages.md` §7 (and any named in its text). */

/**
 * Item 1: the path is not in the spec; `/create` under the lead-creation host is our choice (recorded in shared's
 * README). The payload is the spec's lead payload (§3); the valuation request sends an empty phone and
 * registerAccount false.
 */
export const createLead = {
  id: 'createLead',
  spec: 'hybrid-pages',
  section: '§7 item 1',
  method: 'POST',
  host: 'leadCreation',
  path: '/create',
  encoding: 'json',
  params: [
    'leadName',
    'clientName',
    'email',
    'phone',
    'registerAccount',
    'channel',
    'agentRefer',
    'yonghuId',
    'clientMsg',
  ],
  fixed: { registerAccount: false },
  reads: ['code'],
  example: {
    params: {
      leadName: 'Home Valuation',
      clientName: 'Ada Client',
      email: 'ada@example.com',
      phone: '',
      registerAccount: false,
      channel: 'Hearth Website',
      agentRefer: 'agent-lily',
      yonghuId: 1001,
      clientMsg: 'Home valuation request: 1 Main St',
    },
  },
  owners: ['shared', 'remote-listings'],
} as const satisfies SpecCall;

/**
 * Item 2. `{host}` is the host of items 3, 4 and 12 (`{host}/ur/info`, `{host}/ac/shareList`, `{host}/login/uid`:
 * the cmis host, which coupons §7 #1 names `{cmis}/login/uid`), so the call is `{cmis}/wechat/signature`.
 */
export const wechatSignature = {
  id: 'wechatSignature',
  spec: 'hybrid-pages',
  section: '§7 item 2',
  method: 'POST',
  host: 'cmis',
  path: '/wechat/signature',
  encoding: 'json',
  params: ['url'],
  reads: ['code', 'data.appId', 'data.timestamp', 'data.noncestr', 'data.signature'],
  example: { params: { url: 'https://lily.example.com/hybrid/share/list?ids=treb-W1000001' } },
  owners: ['shared'],
} as const satisfies SpecCall;

export const shareList = {
  id: 'shareList',
  spec: 'hybrid-pages',
  section: '§7 item 4',
  method: 'GET',
  host: 'cmis',
  path: '/ac/shareList',
  encoding: 'query',
  params: ['text', 'ltype'],
  fixed: { ltype: 0 },
  reads: ['code', 'data[]', 'msg'],
  example: { params: { text: 'treb-W1000001_treb-W1000002', ltype: 0 } },
  owners: ['remote-listings'],
} as const satisfies SpecCall;

/**
 * Item 5: community "null for all" travels as the text `null` (a form has no null; see remote-reports README).
 * "Statistics are in data.data": `data` is the answer's body, as in item 2 ("data.code 200; data.data holds…"), so
 * the statistics are the body's `data`.
 */
export const findQuotations = {
  id: 'findQuotations',
  spec: 'hybrid-pages',
  section: '§7 item 5',
  method: 'POST',
  host: 'quotation',
  path: '/findQuotations.json',
  encoding: 'form',
  params: ['city', 'community', 'propertyNew'],
  reads: ['code', 'data'],
  example: { params: { city: 'Toronto', community: null, propertyNew: 'Detached' } },
  owners: ['remote-reports'],
} as const satisfies SpecCall;

export const findCityByProvince = {
  id: 'findCityByProvince',
  spec: 'hybrid-pages',
  section: '§7 item 6',
  method: 'POST',
  host: 'selection',
  path: '/findCityByProvince.json',
  encoding: 'form',
  params: ['province'],
  fixed: { province: 'Ontario' },
  reads: ['code', 'data[]'],
  example: { params: { province: 'Ontario' } },
  owners: ['remote-reports'],
} as const satisfies SpecCall;

export const findCommunityByCity = {
  id: 'findCommunityByCity',
  spec: 'hybrid-pages',
  section: '§7 item 7',
  method: 'POST',
  host: 'selection',
  path: '/findCommunityByCity.json',
  encoding: 'form',
  params: ['city'],
  reads: ['code', 'data[]'],
  example: { params: { city: 'Toronto' } },
  owners: ['remote-reports'],
} as const satisfies SpecCall;

/** Item 8: `{lang}` is the language character (the first character of the page's `ltype`). */
export const marketingWatch = {
  id: 'marketingWatch',
  spec: 'hybrid-pages',
  section: '§7 item 8',
  method: 'GET',
  host: 'serverless',
  path: '/marketing/client/home/marketing_watch',
  encoding: 'query',
  params: ['ltype'],
  reads: ['code', 'data.contentImages'],
  example: { params: { ltype: '1' } },
  owners: ['remote-reports'],
} as const satisfies SpecCall;

export const communityEpic = {
  id: 'communityEpic',
  spec: 'hybrid-pages',
  section: '§7 item 9',
  method: 'GET',
  host: 'analysisService',
  path: '/community/epic',
  encoding: 'query',
  params: ['Latitude', 'Longitude'],
  reads: ['code', 'data'],
  example: { params: { Latitude: 43.6532, Longitude: -79.3832 } },
  owners: ['remote-reports'],
} as const satisfies SpecCall;

/** Item 10: the path is not in the spec; `/toChinese` under the translation host is our choice (remote README). */
export const toChinese = {
  id: 'toChinese',
  spec: 'hybrid-pages',
  section: '§7 item 10',
  method: 'POST',
  host: 'translation',
  path: '/toChinese',
  encoding: 'json',
  params: ['str', 'region'],
  fixed: { region: 'zh-CN' },
  reads: ['res'],
  readings:
    '"Status 200 gives data.res": data is the body (axios: body.res) or the envelope\'s data (body.data.res); the schema accepts both, body.res first.',
  example: { params: { str: 'Bright and spacious family home', region: 'zh-CN' } },
  owners: ['remote-listings'],
} as const satisfies SpecCall;

export const receiveOrderDetail = {
  id: 'receiveOrderDetail',
  spec: 'hybrid-pages',
  section: '§7 item 13',
  method: 'GET',
  host: 'vendorService',
  path: '/order/receive/detail',
  encoding: 'query',
  params: ['sale_order_id'],
  reads: ['code', 'data'],
  example: { params: { sale_order_id: '1' } },
  owners: ['remote-vendor'],
} as const satisfies SpecCall;

export const receiveConfirm = {
  id: 'receiveConfirm',
  spec: 'hybrid-pages',
  section: '§7 item 14',
  method: 'POST',
  host: 'vendorService',
  path: '/order/receive/confirm',
  encoding: 'json',
  params: ['sale_order_id'],
  reads: ['code'],
  example: { params: { sale_order_id: 1 } },
  owners: ['remote-vendor'],
} as const satisfies SpecCall;

export const customerComplain = {
  id: 'customerComplain',
  spec: 'hybrid-pages',
  section: '§7 item 15',
  method: 'POST',
  host: 'vendorService',
  path: '/customer/complain',
  encoding: 'json',
  params: ['saleOrderId', 'details'],
  reads: ['code'],
  example: { params: { saleOrderId: 1, details: 'Order: SO0001\nName: Ada\nProblem: paint missing' } },
  owners: ['remote-vendor'],
} as const satisfies SpecCall;

export const accountingReport = {
  id: 'accountingReport',
  spec: 'hybrid-pages',
  section: '§7 item 16',
  method: 'GET',
  host: 'vendorService',
  path: '/accounting/report',
  encoding: 'query',
  params: ['key'],
  reads: ['code', 'data.orderState', 'data.statement.billBreakdowns'],
  example: { params: { key: 'SO0001' } },
  owners: ['remote-vendor'],
} as const satisfies SpecCall;

export const orderDetail = {
  id: 'orderDetail',
  spec: 'hybrid-pages',
  section: '§7 item 17',
  method: 'GET',
  host: 'vendorService',
  path: '/order/detail',
  encoding: 'query',
  params: ['sale_order_name'],
  reads: ['code', 'data.overall', 'data.userInfo', 'data.salespersonInfo', 'data.vendorInfo'],
  example: { params: { sale_order_name: 'SO0001' } },
  owners: ['remote-vendor'],
} as const satisfies SpecCall;

export const renewOrderDetail = {
  id: 'renewOrderDetail',
  spec: 'hybrid-pages',
  section: '§7 item 18',
  method: 'GET',
  host: 'vendorService',
  path: '/order/detail',
  encoding: 'query',
  params: ['sale_order_name', 'app'],
  fixed: { app: 'RENEW' },
  reads: ['code', 'data.order', 'data.paymentTerm', 'data.clientStatement'],
  example: { params: { sale_order_name: 'SO0001', app: 'RENEW' } },
  owners: ['remote-vendor'],
} as const satisfies SpecCall;

export const orderRenew = {
  id: 'orderRenew',
  spec: 'hybrid-pages',
  section: '§7 item 19',
  method: 'POST',
  host: 'vendorService',
  path: '/order/renew',
  encoding: 'json',
  params: ['soName', 'price', 'amount', 'period', 'periodUnit', 'termName', 'renewProductId'],
  fixed: { amount: 1 },
  reads: ['code', 'data.resInvoicing.data.url'],
  example: {
    params: {
      soName: 'SO0001',
      price: 120,
      amount: 1,
      period: 1,
      periodUnit: 'month',
      termName: 'Monthly',
      renewProductId: 1,
    },
  },
  owners: ['remote-vendor'],
} as const satisfies SpecCall;
