import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { CommunityEpicQuerySchema, CommunityEpicResponseSchema } from './community-epic';

const parse = (data: unknown) =>
  unwrapCode(v.parse(CommunityEpicResponseSchema, { code: 200, data }), 't').data;

describe('CommunityEpicResponseSchema', () => {
  it('reads a list of sections { Name, Data }, the General list and the text facts', () => {
    const data = parse([
      {
        Name: 'Age',
        Data: [
          { Key: '0 to 14', Value: '12.5' },
          { Key: '15 to 64', Value: 70 },
        ],
      },
      {
        Name: 'General',
        Data: [
          { Key: 'Population', Value: 1200 },
          { Key: 'Name', Value: 'Annex' },
        ],
      },
      { Name: 'Province', Data: 'Ontario' },
      { Name: 'Unknown', Data: [] },
      'junk',
    ]);
    expect(data.sections.Age).toEqual([
      { Key: '0 to 14', Value: 12.5 },
      { Key: '15 to 64', Value: 70 },
    ]);
    expect(data.general).toEqual([
      { Key: 'Population', Value: 1200 },
      { Key: 'Name', Value: 'Annex' },
    ]);
    expect(data.facts).toEqual({ Province: 'Ontario' });
  });
  it('reads an object keyed by section name, with sections or their data', () => {
    const data = parse({
      gender: { Name: 'Gender', Data: [{ Key: 'Male', Value: 1 }] },
      Income: [{ Key: '$0-$50k', Value: 3 }],
      CensusDivision: 'Toronto',
    });
    expect(data.sections.Gender).toEqual([{ Key: 'Male', Value: 1 }]);
    expect(data.sections.Income).toEqual([{ Key: '$0-$50k', Value: 3 }]);
    expect(data.facts.CensusDivision).toBe('Toronto');
  });
  it('drops and reports a malformed entry; the others survive; an empty object is valid', () => {
    const capture = captureContractDrops();
    try {
      const data = parse([
        {
          Name: 'Age',
          Data: [
            { Key: 'a', Value: 'x' },
            { Key: 'b', Value: 2 },
          ],
        },
      ]);
      expect(data.sections.Age).toEqual([{ Key: 'b', Value: 2 }]);
      expect(capture.drops).toEqual([
        expect.objectContaining({ label: 'analysisService:/community/epic data.Age' }),
      ]);
    } finally {
      capture.restore();
    }
    expect(parse({})).toEqual({ sections: {}, general: [], facts: {} });
  });
  it('fails when data is neither a list nor an object', () => {
    expect(v.safeParse(CommunityEpicResponseSchema, { code: 200, data: 'x' }).success).toBe(false);
  });
});

describe('CommunityEpicQuerySchema', () => {
  it('needs coordinates in range', () => {
    expect(v.parse(CommunityEpicQuerySchema, { Latitude: '43.65', Longitude: '-79.38' })).toEqual({
      Latitude: 43.65,
      Longitude: -79.38,
    });
    expect(v.safeParse(CommunityEpicQuerySchema, { Latitude: '91', Longitude: '0' }).success).toBe(false);
    expect(v.safeParse(CommunityEpicQuerySchema, { Latitude: 'abc', Longitude: '0' }).success).toBe(false);
  });
});
