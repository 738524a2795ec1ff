import * as v from 'valibot';
import { unwrapErrorCode } from '../../api/unwrap';
import { CouponDetailResponseSchema } from './coupon-detail';

describe('CouponDetailResponseSchema', () => {
  it('accepts the spec-minimal answer: a coupon without fields and no instance', () => {
    const out = unwrapErrorCode(
      v.parse(CouponDetailResponseSchema, { errorCode: 200, data: { coupon: {} } }),
      'test',
    );
    expect(out.data.ins).toBeNull();
    expect(out.data.coupon).toMatchObject({ coverImgs: [], xNameEn: null, xPrice: null, xCategory: null });
  });

  it('reads string numbers, a date-time expiry and the instance status', () => {
    const out = unwrapErrorCode(
      v.parse(CouponDetailResponseSchema, {
        errorCode: '200',
        data: {
          coupon: { id: 101, xPrice: '9.99', xExpiredDate: '2027-03-31 23:59:59', xCategory: '1', extra: 1 },
          ins: { id: 5001, xStatus: '-1' },
        },
      }),
      'test',
    );
    expect(out.data.coupon).toMatchObject({ id: '101', xPrice: 9.99, xExpiredDate: '2027-03-31T23:59:59' });
    expect(out.data.ins).toEqual({ id: '5001', xStatus: -1 });
  });

  it('maps an unknown status to null and keeps a failure answer parseable', () => {
    const out = v.parse(CouponDetailResponseSchema, {
      errorCode: 200,
      data: { coupon: {}, ins: { xStatus: 9 } },
    });
    expect(unwrapErrorCode(out, 'test').data.ins).toEqual({ id: null, xStatus: null });
    expect(() => unwrapErrorCode(v.parse(CouponDetailResponseSchema, { errorCode: 404 }), 'x')).toThrow();
    expect(v.safeParse(CouponDetailResponseSchema, { errorCode: 200, data: {} }).success).toBe(false);
  });
});
