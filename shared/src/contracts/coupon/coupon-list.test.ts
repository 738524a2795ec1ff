import * as v from 'valibot';
import { unwrapErrorCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { CouponListResponseSchema } from './coupon-list';

describe('CouponListResponseSchema', () => {
  it('accepts the spec-only answer: data.list (no total), a coupon with only its id', () => {
    const out = v.parse(CouponListResponseSchema, { errorCode: 200, data: { list: [{ id: 109 }] } });
    expect(unwrapErrorCode(out, 'test').data).toEqual({
      total: null,
      list: [
        {
          id: '109',
          xNameCn: null,
          xNameEn: null,
          xTagline: null,
          xPrice: null,
          xExpiredDate: null,
          coverImgs: [],
          xCategory: null,
          xDiscountPercent: null,
          xDiscountAmount: null,
          xRequestedAmount: null,
        },
      ],
    });
  });
  it('accepts a date-time expiry, string numbers, a string category and extra fields', () => {
    const out = v.parse(CouponListResponseSchema, {
      errorCode: '200',
      data: {
        list: [
          {
            id: '109',
            xNameEn: 'Gutter Cleaning',
            xPrice: '14.99',
            xExpiredDate: '2027-08-31 23:59:59',
            xCategory: '2',
            xDiscountAmount: '25',
            coverImgs: ['', 'http://files.test/c.svg'],
            xStock: 10,
          },
        ],
        total: '1',
        pages: 1,
      },
    });
    expect(unwrapErrorCode(out, 'test').data.list[0]).toMatchObject({
      id: '109',
      xPrice: 14.99,
      xExpiredDate: '2027-08-31T23:59:59',
      xCategory: 2,
      xDiscountAmount: 25,
      coverImgs: ['http://files.test/c.svg'],
    });
    expect(unwrapErrorCode(out, 'test').data.total).toBe(1);
    expect(unwrapErrorCode(out, 'test').data.list[0]).not.toHaveProperty('xStock');
  });
  it('an unknown category only hides the discount line', () => {
    const out = v.parse(CouponListResponseSchema, {
      errorCode: 200,
      data: { list: [{ id: 1, xCategory: 9 }] },
    });
    expect(unwrapErrorCode(out, 'test').data.list[0]?.xCategory).toBeNull();
  });
  it('fails when the list, the one required part, is missing or not a list', () => {
    expect(v.safeParse(CouponListResponseSchema, { errorCode: 200, data: { total: 1 } }).success).toBe(false);
    expect(v.safeParse(CouponListResponseSchema, { errorCode: 200, data: { list: 'x' } }).success).toBe(
      false,
    );
  });
  it('drops and reports a coupon without an id (or with a bad expiry only hides the expiry)', () => {
    const capture = captureContractDrops();
    try {
      const out = v.parse(CouponListResponseSchema, {
        errorCode: 200,
        data: {
          list: [
            { id: 101, xExpiredDate: '2027-03-31' },
            { xNameEn: 'No id' },
            { id: 103, xExpiredDate: 'soon' },
          ],
        },
      });
      expect(unwrapErrorCode(out, 'test').data.list.map((c) => [c.id, c.xExpiredDate])).toEqual([
        ['101', '2027-03-31'],
        ['103', null],
      ]);
      expect(capture.drops).toEqual([
        expect.objectContaining({ label: 'coupon:/coupon/list data.list', index: 1 }),
      ]);
    } finally {
      capture.restore();
    }
  });
});
