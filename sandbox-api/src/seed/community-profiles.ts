import { createRng, hashString, type Rng } from './random';
import {
  AGE,
  TONGUE,
  MARITAL,
  INCOME,
  BUILT,
  HOUSEHOLD,
  EDUCATION,
  TRANSPORT,
  DWELLINGS,
  type Shares,
} from './community-shares';

/**
 * Census-like community profiles for a few Toronto and Vancouver points (GET /analysis/community/epic answers the
 * nearest one within PROFILE_RADIUS_KM). Shares are shaped after Canadian census tables and turned into counts
 * from each point's population; `minimal` profiles carry only a few sections and a one-entry gender table.
 */
export interface CommunityPoint {
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  province: string;
  economicRegion: string;
  censusDivision: string;
  population: number;
  households: number;
  averageIncome: number;
  medianAge: number;
  areaKm2: number;
  /** Tilts of the shares: young and renting downtown, family suburbs… */
  tilt: { young: number; renters: number; towers: number; chinese: number; degree: number; transit: number };
  minimal?: boolean;
}

export const PROFILE_RADIUS_KM = 8;

export const COMMUNITY_POINTS: readonly CommunityPoint[] = [
  {
    slug: 'toronto-downtown',
    name: 'Downtown Toronto',
    latitude: 43.6532,
    longitude: -79.3832,
    province: 'Ontario',
    economicRegion: 'Toronto',
    censusDivision: 'Toronto',
    population: 28_460,
    households: 17_905,
    averageIncome: 118_400,
    medianAge: 33.6,
    areaKm2: 2.9,
    tilt: { young: 1.6, renters: 1.7, towers: 2.2, chinese: 1.2, degree: 1.5, transit: 1.8 },
  },
  {
    slug: 'north-york',
    name: 'Willowdale, North York',
    latitude: 43.7615,
    longitude: -79.4111,
    province: 'Ontario',
    economicRegion: 'Toronto',
    censusDivision: 'Toronto',
    population: 41_970,
    households: 19_450,
    averageIncome: 96_900,
    medianAge: 39.8,
    areaKm2: 7.4,
    tilt: { young: 1.1, renters: 1.1, towers: 1.5, chinese: 2.0, degree: 1.3, transit: 1.2 },
  },
  {
    slug: 'agincourt',
    name: 'Agincourt, Scarborough',
    latitude: 43.7854,
    longitude: -79.2785,
    province: 'Ontario',
    economicRegion: 'Toronto',
    censusDivision: 'Toronto',
    population: 44_580,
    households: 15_020,
    averageIncome: 84_300,
    medianAge: 44.1,
    areaKm2: 12.6,
    tilt: { young: 0.8, renters: 0.6, towers: 0.6, chinese: 2.6, degree: 0.9, transit: 0.9 },
  },
  {
    slug: 'vancouver-downtown',
    name: 'Downtown Vancouver',
    latitude: 49.2827,
    longitude: -123.1207,
    province: 'British Columbia',
    economicRegion: 'Lower Mainland–Southwest',
    censusDivision: 'Greater Vancouver',
    population: 62_030,
    households: 37_880,
    averageIncome: 109_200,
    medianAge: 36.2,
    areaKm2: 3.7,
    tilt: { young: 1.5, renters: 1.8, towers: 2.4, chinese: 1.3, degree: 1.4, transit: 1.6 },
  },
  {
    slug: 'kitsilano',
    name: 'Kitsilano, Vancouver',
    latitude: 49.2684,
    longitude: -123.1683,
    province: 'British Columbia',
    economicRegion: 'Lower Mainland–Southwest',
    censusDivision: 'Greater Vancouver',
    population: 43_045,
    households: 24_310,
    averageIncome: 121_700,
    medianAge: 37.9,
    areaKm2: 5.5,
    tilt: { young: 1.3, renters: 1.4, towers: 0.9, chinese: 0.7, degree: 1.7, transit: 1.1 },
    minimal: true,
  },
];

function tilted(shares: Shares, tilt: (key: string, i: number) => number, total: number, rng: Rng) {
  const raw = shares.map(([key, share], i) => [key, share * tilt(key, i) * (0.9 + rng() * 0.2)] as const);
  const sum = raw.reduce((s, [, x]) => s + x, 0);
  return raw.map(([Key, x]) => ({ Key, Value: Math.round((x / sum) * total) }));
}

export interface CommunitySectionOut {
  Name: string;
  Data: { Key: string; Value: number | string }[] | string;
}

/** The profile of a point as the service answers it: a list of sections { Name, Data }. */
export function communityProfile(p: CommunityPoint): CommunitySectionOut[] {
  const rng = createRng(hashString(p.slug));
  const t = p.tilt;
  const adults = Math.round(p.population * 0.84);
  const workers = Math.round(p.population * 0.52);
  const general: CommunitySectionOut = {
    Name: 'General',
    Data: [
      { Key: 'Population', Value: p.population },
      { Key: 'Private households', Value: p.households },
      { Key: 'Average household income', Value: p.averageIncome },
      { Key: 'Median age', Value: p.medianAge },
      { Key: 'Population density per square kilometre', Value: Math.round(p.population / p.areaKm2) },
      { Key: 'Land area in square kilometres', Value: p.areaKm2 },
    ],
  };
  const age = tilted(AGE, (_, i) => (i >= 1 && i <= 3 ? t.young : 1), p.population, rng);
  const facts: CommunitySectionOut[] = [
    { Name: 'Province', Data: p.province },
    { Name: 'EconomicRegion', Data: p.economicRegion },
    { Name: 'CensusDivision', Data: p.censusDivision },
  ];
  if (p.minimal)
    return [
      general,
      { Name: 'Age', Data: age },
      { Name: 'Gender', Data: [{ Key: 'Female', Value: Math.round(p.population * 0.51) }] },
      ...facts,
    ];
  const males = Math.round(p.population * (0.47 + rng() * 0.05));
  return [
    general,
    { Name: 'Age', Data: age },
    {
      Name: 'MotherTongue',
      Data: tilted(TONGUE, (k) => (k === 'Mandarin' || k === 'Cantonese' ? t.chinese : 1), p.population, rng),
    },
    {
      Name: 'MaritalStatus',
      Data: tilted(MARITAL, (k) => (k === 'Never married' ? t.young : 1), adults, rng),
    },
    { Name: 'Income', Data: tilted(INCOME, (_, i) => (i >= 5 ? t.degree : 1), p.households, rng) },
    { Name: 'Construction', Data: tilted(BUILT, (_, i) => (i >= 4 ? t.towers : 1), p.households, rng) },
    {
      Name: 'HouseholdSize',
      Data: tilted(HOUSEHOLD, (_, i) => (i === 0 ? t.renters : 1), p.households, rng),
    },
    { Name: 'Education', Data: tilted(EDUCATION, (_, i) => (i >= 5 ? t.degree : 1), adults, rng) },
    {
      Name: 'Citizenship',
      Data: [
        { Key: 'Canadian citizens', Value: Math.round(p.population * (0.78 + rng() * 0.1)) },
        { Key: 'Not Canadian citizens', Value: Math.round(p.population * (0.1 + rng() * 0.08)) },
      ],
    },
    {
      Name: 'WorkLocation',
      Data: tilted(
        [
          ['Usual place of work', 66],
          ['Worked at home', 24],
          ['No fixed workplace address', 9],
          ['Worked outside Canada', 1],
        ],
        () => 1,
        workers,
        rng,
      ),
    },
    {
      Name: 'WorkTransportation',
      Data: tilted(
        TRANSPORT,
        (k) => (k === 'Public transit' || k === 'Walked' ? t.transit : 1),
        workers,
        rng,
      ),
    },
    {
      Name: 'OccupiedDwellings',
      Data: tilted(DWELLINGS, (k) => (k.includes('five or more') ? t.towers : 1), p.households, rng),
    },
    {
      Name: 'Ownership',
      Data: tilted(
        [
          ['Owner', 60],
          ['Renter', 40],
        ],
        (k) => (k === 'Renter' ? t.renters : 1),
        p.households,
        rng,
      ),
    },
    {
      Name: 'Employment',
      Data: tilted(
        [
          ['Employed', 60],
          ['Unemployed', 6],
          ['Not in the labour force', 34],
        ],
        () => 1,
        adults,
        rng,
      ),
    },
    {
      Name: 'Gender',
      Data: [
        { Key: 'Male', Value: males },
        { Key: 'Female', Value: p.population - males },
      ],
    },
    ...facts,
  ];
}
