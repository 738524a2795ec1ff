import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@hearth/shared';
import { installFetchRoutes, renderRemoteRoute } from '@hearth/shared/testing';
import * as remote from '../../../routes';

type Answer = { status?: number; body: unknown };
const section = (Name: string, pairs: [string, number][]) => ({
  Name,
  Data: pairs.map(([Key, Value]) => ({ Key, Value })),
});
const LONG = 'Apartment or flat in a duplex, triplex or fourplex (a converted house)';
const DATA = [
  {
    Name: 'General',
    Data: [
      { Key: 'Population', Value: 28460 },
      { Key: 'Private households', Value: 17905 },
      { Key: 'Average household income', Value: 118400 },
      { Key: 'Median age', Value: 33.6 },
    ],
  },
  { Name: 'Province', Data: 'Ontario' },
  { Name: 'EconomicRegion', Data: 'Toronto' },
  { Name: 'CensusDivision', Data: 'Toronto' },
  section('Age', [
    ['0 to 14 years', 10],
    ['25 to 34 years', 30],
    ['35 to 44 years', 25],
    ['65 years and over', 35],
  ]),
  section('MotherTongue', [
    ['English', 40],
    ['Mandarin', 15],
    ['Cantonese', 12],
    ['Korean', 8],
    ['Spanish', 6],
    ['Russian', 5],
    ['Other languages', 10],
    ['French', 4],
  ]),
  section('Gender', [
    ['Male', 70],
    ['Female', 30],
  ]),
  section('Education', [
    ['No certificate, diploma or degree', 20],
    ['College, CEGEP or other non-university certificate or diploma', 30],
    ["Bachelor's degree", 50],
  ]),
  section('OccupiedDwellings', [
    [LONG, 25],
    ['Single-detached house', 75],
  ]),
  section('Citizenship', [
    ['Canadian citizens', 80],
    ['Not Canadian citizens', 20],
  ]),
];
const ok = (data: unknown): Answer => ({ body: { code: 200, data } });

let restore: () => void = () => undefined;
afterEach(() => restore());

async function renderPage(query: string, answer: () => Answer = () => ok(DATA), locale: Locale = 'en') {
  const fetch = installFetchRoutes({ 'GET analysisservice /community/epic': answer });
  restore = fetch.restore;
  const view = await renderRemoteRoute(remote, `/hybrid/share/community${query}`, { locale });
  return { ...fetch, view };
}

const table = (name: string) => screen.getByRole('table', { name });
const rows = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('CommunityReportPage', () => {
  it('loads the data of the coordinates; facts, General tiles (income as currency) and grid', async () => {
    const { requests } = await renderPage('?Latitude=43.6532&Longitude=-79.3832');
    await screen.findByText('Neighbourhood facts');
    expect(document.title).toBe('Community Report');
    expect(requests[0]!.url.searchParams.get('Latitude')).toBe('43.6532');
    expect(requests[0]!.url.searchParams.get('Longitude')).toBe('-79.3832');
    const general = screen.getByRole('region', { name: 'General' });
    const [tiles, grid] = general.querySelectorAll('dl');
    expect(tiles).toHaveTextContent('Population28,460Private households17,905');
    expect(grid).toHaveTextContent('Average household income$118,400Median age33.6');
    expect(screen.getByRole('region', { name: 'Neighbourhood facts' })).toHaveTextContent(
      'ProvinceOntarioEconomic regionTorontoCensus divisionToronto',
    );
  });

  it('draws every section with a table; mother tongue keeps the top 5 plus Other', async () => {
    await renderPage('?Latitude=43.6532&Longitude=-79.3832');
    await screen.findByText('Neighbourhood facts');
    expect(screen.getAllByRole('figure').map((f) => f.querySelector('figcaption')?.textContent)).toEqual([
      'Citizenship',
      'Mother tongue',
      'Age',
      'Education',
      'Gender',
      'Dwellings',
    ]);
    expect(rows('Mother tongue')).toEqual([
      'English40%',
      'Mandarin15%',
      'Cantonese12%',
      'Korean8%',
      'Spanish6%',
      'Other19%',
    ]);
    // The table keeps the full label (the drawing truncates it).
    expect(rows('Dwellings')[0]).toBe(`${LONG}25%`);
  });

  it('tells the age, gender and education stories', async () => {
    await renderPage('?Latitude=43.6532&Longitude=-79.3832');
    await screen.findByText('Neighbourhood facts');
    expect(
      screen.getByText('65 years and over and 25 to 34 years together make up 65% of residents.'),
    ).toBeVisible();
    expect(screen.getByText('Residents are mainly male.')).toBeVisible();
    expect(screen.getByText('The education level here is extremely high.')).toBeVisible();
  });

  it('hides the gender card with one entry', async () => {
    await renderPage('?Latitude=49.27&Longitude=-123.16', () =>
      ok([
        section('Gender', [['Female', 51]]),
        section('Age', [
          ['0 to 14', 1],
          ['15 to 24', 2],
        ]),
      ]),
    );
    await screen.findByRole('figure', { name: 'Age' });
    expect(screen.queryByRole('figure', { name: 'Gender' })).not.toBeInTheDocument();
  });

  it.each(['', '?Latitude=abc&Longitude=-79.38', '?Latitude=43.65', '?Latitude=95&Longitude=10'])(
    'logs "Invalid coordinates" and shows a message for %p, without a request',
    async (query) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const { requests } = await renderPage(query);
        expect(await screen.findByRole('alert')).toHaveTextContent(
          'This link has no valid location, so the community report cannot be shown.',
        );
        expect(warn).toHaveBeenCalledWith('Invalid coordinates');
        expect(requests).toHaveLength(0);
      } finally {
        warn.mockRestore();
      }
    },
  );

  it('shows an error with Retry, then recovers; Chinese texts', async () => {
    let calls = 0;
    await renderPage(
      '?Latitude=43.6532&Longitude=-79.3832',
      () => (++calls === 1 ? { body: { code: 404, msg: 'none' } } : ok(DATA)),
      'zh-CN',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('社区数据加载失败');
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('社区概况')).toBeInTheDocument();
    expect(document.title).toBe('社区报告');
    expect(screen.getByText('居民以男性为主。')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: '母语' })).toBeInTheDocument();
    expect(rows('母语').at(-1)).toBe('其他19%');
  });
});
