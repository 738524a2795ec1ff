import * as v from 'valibot';
import { unwrapErrorCode } from '../../api/unwrap';
import { MyCouponsResponseSchema, parseCoverImages } from './my-coupons';

describe('MyCouponsResponseSchema', () => {
  it('parses xcoverimages tolerantly: URLs, objects, bad JSON, non-http', () => {
    expect(parseCoverImages('["http://f.test/a.svg","javascript:x"]')).toEqual(['http://f.test/a.svg']);
    expect(parseCoverImages('[{"url":"https://f.test/b.svg"},{"src":"http://f.test/c.svg"}]')).toEqual([
      'https://f.test/b.svg',
      'http://f.test/c.svg',
    ]);
    expect(parseCoverImages('[')).toEqual([]);
    expect(parseCoverImages('{"a":1}')).toEqual([]);
    expect(parseCoverImages(null)).toEqual([]);
  });

  it('keeps a card with a bad cover value, drops an item without couponid', () => {
    const out = unwrapErrorCode(
      v.parse(MyCouponsResponseSchema, {
        errorCode: 200,
        data: {
          list: [
            { couponid: 101, insid: '5001', insstatus: '-1', xcoverimages: 'oops', xprice: '9.99' },
            { couponnameen: 'no id' },
          ],
        },
      }),
      'test',
    );
    expect(out.data.total).toBeNull();
    expect(out.data.list).toEqual([
      expect.objectContaining({
        couponid: '101',
        insid: '5001',
        insstatus: -1,
        xcoverimages: [],
        xprice: 9.99,
      }),
    ]);
  });
});
