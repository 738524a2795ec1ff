import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { ShareListQuerySchema, ShareListResponseSchema } from './share-list';

describe('ShareListResponseSchema', () => {
  it('keeps sparse listings, drops malformed ones', () => {
    const capture = captureContractDrops();
    try {
      const out = v.parse(ShareListResponseSchema, {
        code: 200,
        data: [{ identifier: 'treb-1', price: '100', newPictures: ['https://x/1.jpg', ''] }, { price: 1 }],
      });
      expect(unwrapCode(out, 't').data).toEqual([
        {
          identifier: 'treb-1',
          price: 100,
          listingType: null,
          fullAddress: null,
          bedrooms: null,
          bedroomsPlus: null,
          washrooms: null,
          newPictures: ['https://x/1.jpg'],
          mlsNumber: null,
        },
      ]);
      expect(capture.drops).toHaveLength(1);
    } finally {
      capture.restore();
    }
  });
  it('query: text required, ltype 0 (absent read as 0); the old ids name refused', () => {
    expect(v.parse(ShareListQuerySchema, { text: 'a_b', ltype: '0' })).toEqual({ text: 'a_b', ltype: 0 });
    expect(v.parse(ShareListQuerySchema, { text: 'a@b' })).toEqual({ text: 'a@b', ltype: 0 });
    expect(v.safeParse(ShareListQuerySchema, { text: '' }).success).toBe(false);
    expect(v.safeParse(ShareListQuerySchema, { text: 'a', ltype: '1' }).success).toBe(false);
    expect(v.safeParse(ShareListQuerySchema, { ids: 'a_b' }).success).toBe(false);
  });
});
