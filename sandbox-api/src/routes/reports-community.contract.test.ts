import { CommunityEpicResponseSchema } from '@hearth/shared/contracts/analysisService';
import { parseFail, parseOk, withTestSandbox } from '../testing/sandbox';

const sb = withTestSandbox();

describe('GET /analysis/community/epic', () => {
  it('answers the nearest Toronto profile with every section, the General list and the facts', async () => {
    const { status, body } = await sb().get('/analysis/community/epic?Latitude=43.6561&Longitude=-79.3802');
    expect(status).toBe(200);
    const data = parseOk(CommunityEpicResponseSchema, body).data;
    expect(Object.keys(data.sections).sort()).toEqual(
      [
        'Age',
        'Citizenship',
        'Construction',
        'Education',
        'Employment',
        'Gender',
        'HouseholdSize',
        'Income',
        'MaritalStatus',
        'MotherTongue',
        'OccupiedDwellings',
        'Ownership',
        'WorkLocation',
        'WorkTransportation',
      ].sort(),
    );
    expect(data.general[0]).toEqual({ Key: 'Population', Value: 28460 });
    expect(data.facts).toEqual({ Province: 'Ontario', EconomicRegion: 'Toronto', CensusDivision: 'Toronto' });
    expect(data.sections.MotherTongue!.length).toBeGreaterThan(6);
    expect(data.sections.WorkTransportation!.length).toBeGreaterThan(8);
  });
  it('answers a minimal Vancouver profile (one-entry gender) and code 404 far from every point', async () => {
    const kits = parseOk(
      CommunityEpicResponseSchema,
      (await sb().get('/analysis/community/epic?Latitude=49.2680&Longitude=-123.1650')).body,
    ).data;
    expect(kits.sections.Gender).toHaveLength(1);
    expect(kits.sections.Education).toBeUndefined();
    parseFail(
      CommunityEpicResponseSchema,
      (await sb().get('/analysis/community/epic?Latitude=45.5017&Longitude=-73.5673')).body,
      404,
    );
  });
  it('rejects missing or invalid coordinates with 400', async () => {
    expect((await sb().get('/analysis/community/epic')).status).toBe(400);
    expect((await sb().get('/analysis/community/epic?Latitude=abc&Longitude=1')).status).toBe(400);
    expect((await sb().get('/analysis/community/epic?Latitude=95&Longitude=1')).status).toBe(400);
  });
});
