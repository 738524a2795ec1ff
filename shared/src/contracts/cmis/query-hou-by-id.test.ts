import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { QueryHouByIdQuerySchema, QueryHouByIdResponseSchema } from './query-hou-by-id';

describe('QueryHouByIdResponseSchema', () => {
  let capture: ReturnType<typeof captureContractDrops>;
  beforeEach(() => (capture = captureContractDrops()));
  afterEach(() => capture.restore());

  it('accepts an empty detail: every field degrades to null or []', () => {
    const data = unwrapCode(v.parse(QueryHouByIdResponseSchema, { code: 200, data: {} }), 'test').data;
    expect(data.pictures).toEqual([]);
    expect(data.newRooms).toEqual([]);
    expect(data.HouSchoolList).toEqual([]);
    expect(data.price).toBeNull();
    expect(data.remarks).toBeNull();
    expect(data.tax).toBeNull();
  });

  it('parses numbers sent as strings, loose enums, remarks and tolerant lists', () => {
    const out = v.parse(QueryHouByIdResponseSchema, {
      code: '200',
      data: {
        price: '1,250,000',
        soldPrice: 1300000,
        listingType: 'SALE',
        latitude: '43.7',
        longitude: -79.4,
        pictures: ['https://x.test/1.jpg', '', 7],
        remarks: { description: 'Bright home', legal: 'PLAN 123', bad: { x: 1 } },
        newRooms: [{ name: 'Kitchen', sizeF: '10 x 12', descriptions: 'Granite' }, 'junk'],
        HouSchoolList: [{ name: 'North HS', distance: '1234', type: 'AP', rank: '3/700' }],
        tax: { value: '5123.4', year: 2025 },
        community: '-',
        extra: true,
      },
    });
    const data = unwrapCode(out, 'test').data;
    expect(data.price).toBe(1250000);
    expect(data.listingType).toBe('Sale');
    expect(data.latitude).toBe(43.7);
    expect(data.pictures).toEqual(['https://x.test/1.jpg']);
    expect(data.remarks).toEqual([
      { key: 'description', text: 'Bright home' },
      { key: 'legal', text: 'PLAN 123' },
    ]);
    expect(data.newRooms).toEqual([
      { name: 'Kitchen', level: null, sizeF: '10 x 12', sizeM: null, descriptions: ['Granite'] },
    ]);
    expect(data.HouSchoolList[0]).toMatchObject({ distance: 1234, type: 'AP', rank: '3/700' });
    expect(data.tax).toEqual({ value: 5123.4, year: 2025 });
    expect(data.community).toBe('-');
    expect(capture.drops.map((d) => d.label)).toEqual([
      'cmis:/mh/queryHouByid pictures',
      'cmis:/mh/queryHouByid newRooms',
    ]);
  });

  it('keeps a non-200 code as the failure branch and rejects a 200 without an object', () => {
    expect(() => unwrapCode(v.parse(QueryHouByIdResponseSchema, { code: 404, msg: 'no' }), 't')).toThrow();
    expect(v.safeParse(QueryHouByIdResponseSchema, { code: 200, data: null }).success).toBe(false);
  });

  it('query: houid required, ltype and userid default to 1', () => {
    expect(v.parse(QueryHouByIdQuerySchema, { houid: 'treb-W4200001' })).toEqual({
      houid: 'treb-W4200001',
      ltype: 1,
      userid: 1,
    });
    expect(v.safeParse(QueryHouByIdQuerySchema, { houid: ' ' }).success).toBe(false);
  });
});
