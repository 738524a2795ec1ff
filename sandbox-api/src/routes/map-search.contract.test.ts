import {
  QueryHouIdMapResponseSchema,
  QueryHouConditionResponseSchema,
  SelectByResponseSchema,
  type HouCondition,
} from '@hearth/shared/contracts/cmis';
import { parseOk, withTestSandbox } from '../testing/sandbox';

const sb = withTestSandbox();
const TORONTO = { latitude: 43.6529, longitude: -79.3849 };

async function search(houCondition: HouCondition, page = 1, rows = 54) {
  const { status, body } = await sb().post('/cmis/mh/queryHouCondition', {
    houCondition,
    page,
    rows,
    userid: 0,
    ltype: 0,
  });
  expect(status).toBe(200);
  return parseOk(QueryHouConditionResponseSchema, body).data;
}

const haversine = (lat1: number, lng1: number, lat2: number, lng2: number) => {
  const r = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(r(lat2 - lat1) / 2) ** 2 +
    Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lng2 - lng1) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
};

describe('POST /cmis/mh/queryHouCondition', () => {
  it('pages 54 rows, newest first by default, never a listing priced 200 or less', async () => {
    const first = await search({});
    expect(first.data).toHaveLength(54);
    expect(first.totalRecord).toBeGreaterThan(600);
    expect(first.totalPage).toBe(Math.ceil(first.totalRecord / 54));
    const times = first.data.map((l) => l.listingCreatedTimestamp ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const all = await search({}, 1, 100);
    expect(all.data.every((l) => l.price > 200)).toBe(true);
    const second = await search({}, 2);
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
  });

  it('filters by a real radius (metres) around a point, and reports each distance', async () => {
    const near = await search({ ...TORONTO, radius: 3000 }, 1, 100);
    expect(near.data.length).toBeGreaterThan(0);
    for (const l of near.data) {
      const [lng, lat] = l.location!.coordinates;
      expect(haversine(TORONTO.latitude, TORONTO.longitude, lat, lng)).toBeLessThanOrEqual(3000.5);
      expect(l.distanceWithMe).toBeLessThanOrEqual(3001);
    }
    const wide = await search({ ...TORONTO, radius: 30_000 });
    expect(wide.totalRecord).toBeGreaterThan(near.totalRecord);
  });

  it('applies every filter and sort', async () => {
    const leases = await search({
      listingType: 'Lease',
      lowestPrice: 1000,
      highestPrice: 3000,
      bedrooms: 2,
      washrooms: 1,
      garages: 1,
      propertyType: ['Condo', 'Townhouse'],
      sortBy: 'price',
      descOrAsc: 'asc',
    });
    expect(leases.data.length).toBeGreaterThan(0);
    for (const l of leases.data) {
      expect(l).toMatchObject({ listingType: 'Lease' });
      expect(l.price).toBeGreaterThan(1000);
      expect(l.price).toBeLessThanOrEqual(3000);
      expect(Number(l.bedrooms)).toBeGreaterThanOrEqual(2);
      expect(Number(l.garages)).toBeGreaterThanOrEqual(1);
      expect(['Condo', 'Townhouse']).toContain(l.propertyType);
    }
    const prices = leases.data.map((l) => l.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('keeps at most 5 pictures and none for a listing without', async () => {
    const all = await search({}, 1, 100);
    expect(Math.max(...all.data.map((l) => l.pictures.length))).toBeLessThanOrEqual(5);
  });

  it('refuses a malformed condition with 400', async () => {
    const { status } = await sb().post('/cmis/mh/queryHouCondition', {
      houCondition: { radius: -1 },
      page: 1,
      rows: 54,
    });
    expect(status).toBe(400);
  });
});

describe('GET /cmis/mh/selectBy', () => {
  it('finds the listing of an MLS number, any case', async () => {
    const some = (await search({}, 1, 1)).data[0]!;
    const { body } = await sb().get(`/cmis/mh/selectBy?selectBy=${some.mlsNumber!.toLowerCase()}&cityid=1`);
    expect(parseOk(SelectByResponseSchema, body).data.houlist.map((l) => l.id)).toEqual([some.id]);
    const none = await sb().get('/cmis/mh/selectBy?selectBy=Z0000000&cityid=1');
    expect(parseOk(SelectByResponseSchema, none.body).data.houlist).toEqual([]);
  });
});

describe('GET /cmis/mh/queryHouIdMap', () => {
  it('answers one listing as a map listing, and a business 404 for an unknown id', async () => {
    const some = (await search({}, 1, 1)).data[0]!;
    const { body } = await sb().get(`/cmis/mh/queryHouIdMap?houid=${some.id}&ltype=0&userid=1`);
    expect(parseOk(QueryHouIdMapResponseSchema, body).data).toMatchObject({ id: some.id, price: some.price });
    const none = await sb().get('/cmis/mh/queryHouIdMap?houid=treb-Z0000000&ltype=0&userid=1');
    expect(none.body).toMatchObject({ code: 404 });
  });
});
