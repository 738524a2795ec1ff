import { FindQuotationsResponseSchema } from '@hearth/shared/contracts/quotation';
import {
  FindCityByProvinceResponseSchema,
  FindCommunityByCityResponseSchema,
} from '@hearth/shared/contracts/selection';
import { parseFail, parseOk, withTestSandbox } from '../testing/sandbox';

const sb = withTestSandbox();

async function postForm(path: string, form: Record<string, string>) {
  const res = await sb().app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('selection: findCityByProvince.json, findCommunityByCity.json', () => {
  it('lists the Ontario cities, then a city’s communities', async () => {
    const cities = parseOk(
      FindCityByProvinceResponseSchema,
      (await postForm('/selection/findCityByProvince.json', { province: 'Ontario' })).body,
    ).data;
    expect(cities.slice(0, 3)).toEqual(['Toronto', 'North York', 'Markham']);
    const communities = parseOk(
      FindCommunityByCityResponseSchema,
      (await postForm('/selection/findCommunityByCity.json', { city: 'Markham' })).body,
    ).data;
    expect(communities).toEqual(['Cathedraltown', 'Cornell', 'Unionville', 'Victoria Square']);
  });
  it('answers code 404 for an unknown city and 400 for a bad province', async () => {
    parseFail(
      FindCommunityByCityResponseSchema,
      (await postForm('/selection/findCommunityByCity.json', { city: 'Atlantis' })).body,
      404,
    );
    expect((await postForm('/selection/findCityByProvince.json', { province: 'Quebec' })).status).toBe(400);
  });
});

describe('quotation: findQuotations.json', () => {
  it('answers full statistics for all of Ontario, a city and a community, deterministically', async () => {
    const all = parseOk(
      FindQuotationsResponseSchema,
      (
        await postForm('/quotation/findQuotations.json', {
          city: 'all',
          community: 'null',
          propertyNew: 'Detached',
        })
      ).body,
    ).data;
    expect(all.priceAvgThis).toHaveLength(8);
    expect(all.salesSumLast).toHaveLength(8);
    expect(all.activeNumbers).toHaveLength(21);
    expect(all.absorptionRates).toHaveLength(21);
    expect(all.propertyTypeDistribution.map((p) => p.type)).toEqual([
      'Detached',
      'Semi-Detached',
      'Townhouse',
      'Condo',
    ]);
    expect(all.soldPriceDistribution.length).toBeGreaterThan(10);
    expect(all.medPriceThisMonth).toBeGreaterThan(500);
    const again = parseOk(
      FindQuotationsResponseSchema,
      (await postForm('/quotation/findQuotations.json', { city: 'all', propertyNew: 'Detached' })).body,
    ).data;
    expect(again).toEqual(all);
    const unionville = parseOk(
      FindQuotationsResponseSchema,
      (
        await postForm('/quotation/findQuotations.json', {
          city: 'Markham',
          community: 'Unionville',
          propertyNew: 'Condo',
        })
      ).body,
    ).data;
    expect(unionville.medPriceThisMonth).not.toBe(all.medPriceThisMonth);
  });
  it('answers code 404 for an unknown community and 400 for an unknown property type', async () => {
    parseFail(
      FindQuotationsResponseSchema,
      (
        await postForm('/quotation/findQuotations.json', {
          city: 'Markham',
          community: 'Annex',
          propertyNew: 'Condo',
        })
      ).body,
      404,
    );
    expect(
      (await postForm('/quotation/findQuotations.json', { city: 'all', propertyNew: 'Castle' })).status,
    ).toBe(400);
  });
});
