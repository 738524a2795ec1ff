import * as v from 'valibot';
import { setRuntimeConfig } from '@hearth/shared';
import { describeSpecConformance, makeTestConfig, recordRequests, sentParams } from '@hearth/shared/testing';
import { UserInfoSchema } from '@hearth/shared/contracts/cmis';
import {
  couponDetail,
  couponList,
  instanceUsing,
  loginUid,
  myCoupons,
  orderAdd,
  personalInfo,
  sendMobileCode as sendCodeCall,
  transactionAdd,
} from '@hearth/shared/spec-calls';
import { getCouponDetail } from './features/coupons/api/coupon-detail';
import { getCouponList } from './features/coupons/api/coupon-list';
import { bookAppointment } from './features/coupons/api/instance-using';
import { loginByUid } from '@hearth/shared/site';
import { getMyCoupons } from './features/coupons/api/my-coupons';
import { addOrder } from './features/coupons/api/order-add';
import { changePhone } from './features/coupons/api/personal-info';
import { sendMobileCode } from './features/coupons/api/send-mobile-code';
import { addTransaction } from './features/coupons/api/transaction-add';

const user = v.parse(UserInfoSchema, {
  uName: 'Ada',
  uGender: 'F',
  uPhone: '6475550100',
  uEmail: 'ada@example.com',
  uImg: null,
  countryid: 38,
  zone_code: '+1',
  resPartnerId: 9,
});

const cases = {
  loginUid: { call: loginUid, invoke: (signal: AbortSignal) => loginByUid('7', signal) },
  sendMobileCode: { call: sendCodeCall, invoke: () => sendMobileCode('+16475550199', 'Your code: ') },
  personalInfo: { call: personalInfo, invoke: () => changePhone('7', user, '+16475550199', '123456') },
  couponDetail: { call: couponDetail, invoke: (signal: AbortSignal) => getCouponDetail('3', '9', signal) },
  couponDetailAnonymous: {
    call: couponDetail,
    invoke: (signal: AbortSignal) => getCouponDetail('3', null, signal),
  },
  couponList: { call: couponList, invoke: (signal: AbortSignal) => getCouponList(undefined, signal) },
  myCoupons: { call: myCoupons, invoke: (signal: AbortSignal) => getMyCoupons('9', 1, signal) },
  instanceUsing: {
    call: instanceUsing,
    invoke: () => bookAppointment({ insId: '5', partnerId: '9', name: 'Ada', phone: '+16475550199' }),
  },
  orderAdd: { call: orderAdd, invoke: () => addOrder('9', '5') },
  transactionAdd: { call: transactionAdd, invoke: () => addTransaction('ORD-1') },
};

// Every call this remote sends (coupons §7 #1-#9), as its pages send it, against the spec's catalogue.
describeSpecConformance('remote-coupons', Object.values(cases));

describe('remote-coupons: the nested parts of the spec calls', () => {
  beforeEach(() => setRuntimeConfig(makeTestConfig()));

  it('#3 personalInfo carries uPhone, uName, uGender, uEmail, uImg, countryType, zone_code', async () => {
    const [sent] = await recordRequests(cases.personalInfo);
    const body = sentParams(personalInfo, sent!);
    expect(body).toMatchObject({ userid: 7, vCode: '123456', ltype: 1 });
    expect(body.personalInfo).toEqual({
      uPhone: '+16475550199',
      uName: 'Ada',
      uGender: 'F',
      uEmail: 'ada@example.com',
      uImg: null,
      countryType: 38,
      zone_code: '+1',
    });
  });

  it('#8 order/add: itemList [{itemId, itemType coupon, quantity 1}] for client type C', async () => {
    const [sent] = await recordRequests(cases.orderAdd);
    expect(sentParams(orderAdd, sent!)).toEqual({
      clientId: 9,
      clientType: 'C',
      itemList: [{ itemId: 5, itemType: 'coupon', quantity: 1 }],
    });
  });

  it('#4 detailwithIns leaves partnerId out without a partner', async () => {
    const [sent] = await recordRequests(cases.couponDetailAnonymous);
    expect(sentParams(couponDetail, sent!)).toEqual({ couponId: '3' });
  });
});
