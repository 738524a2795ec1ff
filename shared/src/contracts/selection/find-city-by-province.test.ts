import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { FindCityByProvinceBodySchema, FindCityByProvinceResponseSchema } from './find-city-by-province';
import { FindCommunityByCityResponseSchema } from './find-community-by-city';

describe('selection lists', () => {
  it('accept names as text or as objects with name, city or community', () => {
    const out = v.parse(FindCityByProvinceResponseSchema, {
      code: 200,
      data: [' Toronto ', { name: 'Markham' }, { city: 'Vaughan', id: 3 }, { community: 'Unionville' }],
    });
    expect(unwrapCode(out, 't').data).toEqual(['Toronto', 'Markham', 'Vaughan', 'Unionville']);
  });
  it('drop and report a blank or malformed entry', () => {
    const capture = captureContractDrops();
    try {
      const out = v.parse(FindCommunityByCityResponseSchema, {
        code: 200,
        data: ['A', '  ', { id: 1 }, 'B'],
      });
      expect(unwrapCode(out, 't').data).toEqual(['A', 'B']);
      expect(capture.drops.map((d) => d.index)).toEqual([1, 2]);
    } finally {
      capture.restore();
    }
  });
  it('fail when data is not a list; the province is Ontario only', () => {
    expect(v.safeParse(FindCityByProvinceResponseSchema, { code: 200, data: 'Toronto' }).success).toBe(false);
    expect(v.safeParse(FindCityByProvinceBodySchema, { province: 'Quebec' }).success).toBe(false);
  });
});
