import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { DailyListingsQuerySchema, DailyListingsResponseSchema } from './daily-listings';

describe('DailyListingsResponseSchema', () => {
  it('accepts the spec-minimal card (mlsNumber only)', () => {
    const out = v.parse(DailyListingsResponseSchema, { code: 200, data: [{ mlsNumber: 'W1000001' }] });
    expect(unwrapCode(out, 'test').data).toEqual([
      {
        mlsNumber: 'W1000001',
        image: null,
        imageUrl: null,
        price: null,
        soldPrice: null,
        soldInDays: null,
        fullAddress: null,
        bedrooms: null,
        bedroomsPlus: null,
        washroomInfo: null,
        openhouse: [],
        brokerage: null,
      },
    ]);
  });
  it('accepts numeric strings, extra fields, a relative image (→ null) and two open-house strings', () => {
    const out = v.parse(DailyListingsResponseSchema, {
      code: '200',
      data: [
        {
          mlsNumber: 12,
          image: 'a.jpg',
          imageUrl: 'http://f/a.svg',
          price: '1,250,000',
          soldPrice: 1300000,
          soldInDays: '4',
          fullAddress: '1 Main St, Toronto',
          bedrooms: '3',
          bedroomsPlus: 1,
          washroomInfo: 2,
          openhouse: ['2026-11-28 14:00-16:00', '2026-11-29 13:00-15:00'],
          brokerage: 'Royal Elite Realty Inc.',
          extra: true,
        },
      ],
    });
    const [card] = unwrapCode(out, 'test').data;
    expect(card).toMatchObject({
      mlsNumber: '12',
      image: null,
      imageUrl: 'http://f/a.svg',
      price: 1250000,
      soldInDays: 4,
      washroomInfo: '2',
      openhouse: ['2026-11-28 14:00-16:00', '2026-11-29 13:00-15:00'],
    });
  });
  it('drops and reports a card without an MLS number; the others survive', () => {
    const capture = captureContractDrops();
    try {
      const out = v.parse(DailyListingsResponseSchema, {
        code: 200,
        data: [{ mlsNumber: 'A1' }, { price: 5 }, { mlsNumber: 'A3' }],
      });
      expect(unwrapCode(out, 'test').data.map((c) => c.mlsNumber)).toEqual(['A1', 'A3']);
      expect(capture.drops).toEqual([
        expect.objectContaining({ label: 'cmis:/blogArticle/dailylistings data', index: 1 }),
      ]);
    } finally {
      capture.restore();
    }
  });
  it('fails when data is not a list, and parses a non-200 code as a failure', () => {
    expect(v.safeParse(DailyListingsResponseSchema, { code: 200, data: {} }).success).toBe(false);
    expect(v.parse(DailyListingsResponseSchema, { code: 500, msg: 'x' })).toMatchObject({ code: 500 });
  });
});

describe('DailyListingsQuerySchema', () => {
  it('requires a known type and defaults ltype and count', () => {
    expect(v.parse(DailyListingsQuerySchema, { type: 'sold' })).toEqual({
      type: 'sold',
      ltype: 0,
      count: 100,
    });
    expect(v.safeParse(DailyListingsQuerySchema, { type: 'rent' }).success).toBe(false);
  });
});
