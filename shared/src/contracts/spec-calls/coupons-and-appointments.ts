import type { SpecCall } from './spec-call';

/** The calls of `coupons-and-appointments.md` §7 (and any named in its text). */
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
