import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import {
  HouConditionSchema,
  QueryHouConditionBodySchema,
  QueryHouConditionResponseSchema,
  QueryHouIdMapResponseSchema,
  SelectByQuerySchema,
  SelectByResponseSchema,
} from './query-hou-condition';

describe('QueryHouConditionResponseSchema', () => {
  it('keeps sparse listings, tolerates extra fields and drops one without an id or a price', () => {
    const capture = captureContractDrops();
    try {
      const out = v.parse(QueryHouConditionResponseSchema, {
        status: 200,
        code: 200,
        extra: 'a real server adds fields',
        data: {
          data: [
            {
              id: 'treb-1',
              price: '950000',
              location: { type: 'Point', coordinates: [-79.4, 43.7] },
              more: 1,
            },
            { id: 'treb-2', price: 1200, coor: '43.6,-79.3', pictures: ['https://x/1.jpg', ''] },
            { price: 1 },
          ],
          totalRecord: '2',
          totalPage: 1,
        },
      });
      const { data, totalRecord, totalPage } = unwrapCode(out, 't').data;
      expect(totalRecord).toBe(2);
      expect(totalPage).toBe(1);
      expect(data.map((listing) => [listing.id, listing.price])).toEqual([
        ['treb-1', 950000],
        ['treb-2', 1200],
      ]);
      expect(data[0]?.location?.coordinates).toEqual([-79.4, 43.7]);
      expect(data[0]?.coor).toBeNull();
      expect(data[1]?.pictures).toEqual(['https://x/1.jpg']);
      expect(capture.drops).toHaveLength(1);
    } finally {
      capture.restore();
    }
  });
});

describe('the request side', () => {
  it('fills the default sort and the minimum price; rejects out-of-range values', () => {
    expect(v.parse(HouConditionSchema, {})).toEqual({
      lowestPrice: 200,
      sortBy: 'listingCreatedTimestamp',
      descOrAsc: 'desc',
    });
    expect(v.safeParse(HouConditionSchema, { latitude: 91 }).success).toBe(false);
    expect(v.safeParse(HouConditionSchema, { bedrooms: 1.5 }).success).toBe(false);
    expect(v.safeParse(HouConditionSchema, { propertyType: ['Castle'] }).success).toBe(false);
    expect(v.safeParse(QueryHouConditionBodySchema, { houCondition: {}, page: 0, rows: 54 }).success).toBe(
      false,
    );
    expect(v.parse(QueryHouConditionBodySchema, { houCondition: {}, page: 1, rows: 54 })).toMatchObject({
      userid: 0,
      ltype: 0,
    });
  });
  it('selectBy takes one letter and seven digits only', () => {
    expect(v.parse(SelectByQuerySchema, { selectBy: ' C4200001 ' }).selectBy).toBe('C4200001');
    expect(v.safeParse(SelectByQuerySchema, { selectBy: 'C420000' }).success).toBe(false);
    expect(v.safeParse(SelectByQuerySchema, { selectBy: '14200001' }).success).toBe(false);
  });
});

describe('selectBy and queryHouIdMap responses', () => {
  it('parse the MLS list and the single pin', () => {
    const capture = captureContractDrops();
    try {
      const list = v.parse(SelectByResponseSchema, {
        code: 200,
        data: { houlist: [{ id: 'treb-1', price: 5 }, {}] },
      });
      expect(unwrapCode(list, 't').data.houlist.map((listing) => listing.id)).toEqual(['treb-1']);
      expect(capture.drops).toHaveLength(1);
      const pin = v.parse(QueryHouIdMapResponseSchema, { code: 200, data: { id: 'treb-9', price: '10' } });
      expect(unwrapCode(pin, 't').data.price).toBe(10);
      expect(v.safeParse(QueryHouIdMapResponseSchema, { code: 200, data: { price: 1 } }).success).toBe(false);
    } finally {
      capture.restore();
    }
  });
});
