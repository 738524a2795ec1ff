import * as v from 'valibot';
import { unwrapCode } from '../../http/unwrap';
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
  it('query: ids required; board one of the three', () => {
    expect(v.safeParse(ShareListQuerySchema, { ids: 'a_b', realEstateBoard: 'treb' }).success).toBe(true);
    expect(v.safeParse(ShareListQuerySchema, { ids: '' }).success).toBe(false);
    expect(v.safeParse(ShareListQuerySchema, { ids: 'a', realEstateBoard: 'x' }).success).toBe(false);
  });
});
