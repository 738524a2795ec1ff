import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { FindQuotationsBodySchema, FindQuotationsResponseSchema } from './find-quotations';

describe('FindQuotationsResponseSchema', () => {
  it('accepts an empty statistics object: every figure null, every series and distribution empty', () => {
    const data = unwrapCode(v.parse(FindQuotationsResponseSchema, { code: 200, data: {} }), 't').data;
    expect(data.medPriceThisMonth).toBeNull();
    expect(data.absorptionMonths).toEqual([]);
    expect(data.propertyTypeDistribution).toEqual([]);
  });
  it('keeps month positions: a bad series value becomes null, numeric strings become numbers', () => {
    const data = unwrapCode(
      v.parse(FindQuotationsResponseSchema, {
        code: 200,
        data: {
          medPriceThisMonth: '1180',
          priceAvgThis: [1, '2', 'x', null, 5],
          domHistory: 'nope',
          extra: 1,
        },
      }),
      't',
    ).data;
    expect(data.medPriceThisMonth).toBe(1180);
    expect(data.priceAvgThis).toEqual([1, 2, null, null, 5]);
    expect(data.domHistory).toEqual([]);
  });
  it('drops and reports a malformed distribution entry; the others survive', () => {
    const capture = captureContractDrops();
    try {
      const data = unwrapCode(
        v.parse(FindQuotationsResponseSchema, {
          code: 200,
          data: {
            propertyTypeDistribution: [{ type: 'Condo', count: 3 }, { type: 'Detached' }],
            soldPriceDistribution: [{ price: 650000, count: '2' }],
          },
        }),
        't',
      ).data;
      expect(data.propertyTypeDistribution).toEqual([{ type: 'Condo', count: 3 }]);
      expect(data.soldPriceDistribution).toEqual([{ price: 650000, count: 2 }]);
      expect(capture.drops).toEqual([
        expect.objectContaining({
          label: 'quotation:/findQuotations.json data.propertyTypeDistribution',
          index: 1,
        }),
      ]);
    } finally {
      capture.restore();
    }
  });
  it('fails when data is not an object', () => {
    expect(v.safeParse(FindQuotationsResponseSchema, { code: 200, data: 'none' }).success).toBe(false);
  });
});

describe('FindQuotationsBodySchema', () => {
  it('needs a city and one of the four property types', () => {
    expect(
      v.parse(FindQuotationsBodySchema, { city: 'all', community: 'null', propertyNew: 'Condo' }),
    ).toEqual({
      city: 'all',
      community: 'null',
      propertyNew: 'Condo',
    });
    expect(v.safeParse(FindQuotationsBodySchema, { city: 'all', propertyNew: 'Castle' }).success).toBe(false);
  });
});
