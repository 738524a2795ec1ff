import type { SpecCall } from './spec-call';

/**
 * The calls of `coupons-and-appointments.md` §7 (and any named in its text). The card payment hand-off (§7, a
 * browser form post to the provider's page, not a call of a configured host) is checked by remote-coupons'
 * payment-fields test.
 */

/** Also hybrid-pages §7 item 12 (the valuation request reads uName and uEmail): one call, one entry. */
export const loginUid = {
  id: 'loginUid',
  spec: 'coupons-and-appointments',
  section: '§7 #1; hybrid-pages §7 item 12',
  method: 'POST',
  host: 'cmis',
  path: '/login/uid',
  encoding: 'json',
  params: ['uid', 'ltype'],
  fixed: { ltype: 1 },
  reads: ['code', 'data', 'data.uName', 'data.uEmail'],
  example: { params: { uid: '1', ltype: 1 } },
  owners: ['remote-coupons', 'remote-listings'],
} as const satisfies SpecCall;

export const sendMobileCode = {
  id: 'sendMobileCode',
  spec: 'coupons-and-appointments',
  section: '§7 #2',
  method: 'POST',
  host: 'cmis',
  path: '/login/sendMobileCode',
  encoding: 'json',
  params: ['phone', 'phoneSendMes', 'type', 'ltype', 'countryType'],
  fixed: { type: 1, ltype: 1, countryType: 38 },
  reads: ['code', 'data'],
  example: {
    params: { phone: '+16475550199', phoneSendMes: 'Your code: ', type: 1, ltype: 1, countryType: 38 },
  },
  owners: ['remote-coupons'],
} as const satisfies SpecCall;

/** #3: `personalInfo` holds uPhone, uName, uGender, uEmail, uImg, countryType, zone_code (checked by its test). */
export const personalInfo = {
  id: 'personalInfo',
  spec: 'coupons-and-appointments',
  section: '§7 #3',
  method: 'POST',
  host: 'cmis',
  path: '/ac/personalInfo',
  encoding: 'json',
  params: ['userid', 'vCode', 'ltype', 'personalInfo'],
  fixed: { ltype: 1 },
  reads: ['code'],
  example: {
    params: {
      userid: '1',
      vCode: '123456',
      ltype: 1,
      personalInfo: {
        uPhone: '+16475550199',
        uName: 'Ada',
        uGender: 'F',
        uEmail: 'ada@example.com',
        uImg: null,
        countryType: 38,
        zone_code: '+1',
      },
    },
  },
  owners: ['remote-coupons'],
} as const satisfies SpecCall;

export const couponDetail = {
  id: 'couponDetail',
  spec: 'coupons-and-appointments',
  section: '§7 #4',
  method: 'GET',
  host: 'coupon',
  path: '/coupon/detailwithIns',
  encoding: 'query',
  params: ['couponId'],
  optional: ['partnerId'],
  reads: ['errorCode', 'data.coupon', 'data.ins'],
  example: { params: { couponId: '1', partnerId: '1' } },
  owners: ['remote-coupons'],
} as const satisfies SpecCall;

export const couponList = {
  id: 'couponList',
  spec: 'coupons-and-appointments',
  section: '§7 #5',
  method: 'GET',
  host: 'coupon',
  path: '/coupon/list',
  encoding: 'query',
  params: ['status', 'pageNum', 'pageSize'],
  fixed: { status: 2, pageNum: 1, pageSize: 6 },
  reads: ['errorCode', 'data.list'],
  example: { params: { status: 2, pageNum: 1, pageSize: 6 } },
  owners: ['remote-coupons'],
} as const satisfies SpecCall;

/** #6: pageNum defaults to 1 and pageSize to 10; both are always sent. */
export const myCoupons = {
  id: 'myCoupons',
  spec: 'coupons-and-appointments',
  section: '§7 #6',
  method: 'GET',
  host: 'coupon',
  path: '/coupon/instance/mycoupon',
  encoding: 'query',
  params: ['partnerId', 'pageNum', 'pageSize'],
  reads: ['data.list'],
  example: { params: { partnerId: '1', pageNum: 1, pageSize: 10 } },
  owners: ['remote-coupons'],
} as const satisfies SpecCall;

export const instanceUsing = {
  id: 'instanceUsing',
  spec: 'coupons-and-appointments',
  section: '§7 #7',
  method: 'POST',
  host: 'coupon',
  path: '/coupon/instance/using',
  encoding: 'form',
  params: ['instid', 'partnerid', 'uname', 'phone'],
  reads: ['errorCode', 'errorMsg'],
  example: { params: { instid: '1', partnerid: '1', uname: 'Ada', phone: '+16475550199' } },
  owners: ['remote-coupons'],
} as const satisfies SpecCall;

/** #8: `itemList` is `[{itemId, itemType 'coupon', quantity 1}]` (checked by its test). */
export const orderAdd = {
  id: 'orderAdd',
  spec: 'coupons-and-appointments',
  section: '§7 #8',
  method: 'POST',
  host: 'trade',
  path: '/order/add',
  encoding: 'form-json',
  params: ['clientId', 'clientType', 'itemList'],
  fixed: { clientType: 'C' },
  reads: ['errorCode', 'data'],
  example: {
    params: { clientId: '1', clientType: 'C', itemList: [{ itemId: '1', itemType: 'coupon', quantity: 1 }] },
  },
  owners: ['remote-coupons'],
} as const satisfies SpecCall;

export const transactionAdd = {
  id: 'transactionAdd',
  spec: 'coupons-and-appointments',
  section: '§7 #9',
  method: 'POST',
  host: 'trade',
  path: '/transaction/add',
  encoding: 'form',
  params: ['orderId'],
  reads: ['data.xTransSn'],
  example: { params: { orderId: 'ORD-1' } },
  owners: ['remote-coupons'],
} as const satisfies SpecCall;
