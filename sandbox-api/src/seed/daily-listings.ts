import { createRng, int, pick, type Rng } from './random';

/** One card of the daily report (GET /cmis/blogArticle/dailylistings), per tab. */
export interface DailyListingSeed {
  kind: 'new' | 'sold' | 'openhouse';
  mlsNumber: string;
  brokerage: string | null;
  price: number;
  soldPrice: number | null;
  soldInDays: number | null;
  street: string;
  city: string;
  bedrooms: number;
  bedroomsPlus: number;
  washrooms: number;
  /** 0, 1 or 2 strings "YYYY-MM-DD HH:mm-HH:mm". */
  openhouse: string[];
  /** photo: a generated photo; none: no image (placeholder); broken: an image address that answers 404. */
  picture: 'photo' | 'none' | 'broken';
}

/**
 * Brokerage names exercising every group rule of the daily report (name words Eastide, Master Trust, Master
 * Choice, {product} Realty, Royal Elite, Homeart Realty, {product} Group; the product is "Hearth"), in any case,
 * plus brokerages that belong to no group (only in the all-listings "Hearth HOLDING GROUP").
 */
export const DAILY_BROKERAGES = {
  royalElite: 'Royal Elite Realty Inc., Brokerage',
  homeart: 'HOMEART REALTY INC.',
  eastide: 'Eastide Real Estate Ltd.',
  masterTrust: 'Master Trust Realty Inc.',
  masterChoice: 'Master Choice Realty Corp.',
  hearthRealty: 'Hearth Realty Inc., Brokerage',
  hearthGroup: 'hearth group ltd.',
  other: 'Sutton Group-Associates Realty Inc.',
  holding: 'Hearth Holding Group Inc.',
} as const;

/** Just-listed cards per brokerage: Royal Elite has 42 (> 41: capped at 38), Homeart exactly 41. */
const NEW_COUNTS: [keyof typeof DAILY_BROKERAGES | null, number][] = [
  ['royalElite', 42],
  ['homeart', 41],
  ['eastide', 4],
  ['masterTrust', 2],
  ['masterChoice', 2],
  ['hearthRealty', 3],
  ['hearthGroup', 2],
  ['other', 2],
  [null, 1],
];

const CITIES = [
  { city: 'Toronto', streets: ['Queen St W', 'King St W', 'Spadina Ave', 'Bathurst St', 'Bay St'] },
  { city: 'North York', streets: ['Yonge St', 'Sheppard Ave E', 'Finch Ave W', 'Bayview Ave'] },
  { city: 'Markham', streets: ['Main St Unionville', 'Highway 7 E', 'Kennedy Rd', 'Warden Ave'] },
  { city: 'Richmond Hill', streets: ['Major Mackenzie Dr', 'Leslie St', 'Bayview Ave'] },
  { city: 'Vancouver', streets: ['Granville St', 'W 4th Ave', 'Cambie St', 'Main St'] },
] as const;

function card(
  rng: Rng,
  kind: DailyListingSeed['kind'],
  n: number,
  brokerage: string | null,
): DailyListingSeed {
  const place = pick(rng, CITIES);
  const letter = kind === 'new' ? 'N' : kind === 'sold' ? 'S' : 'H';
  const price = int(rng, 55, 320) * 10_000 - 1_000;
  return {
    kind,
    mlsNumber: `${letter}${String(7000000 + n).padStart(7, '0')}`,
    brokerage,
    price,
    soldPrice: null,
    soldInDays: null,
    street: `${int(rng, 1, 2400)} ${pick(rng, place.streets)}`,
    city: place.city,
    bedrooms: int(rng, 1, 5),
    bedroomsPlus: rng() < 0.3 ? 1 : 0,
    washrooms: int(rng, 1, 4),
    openhouse: [],
    picture: 'photo',
  };
}

/** Sold cards: above, below and at asking; fast (under 10 days) and slow sales; one broken and one missing image. */
const SOLD: {
  brokerage: keyof typeof DAILY_BROKERAGES | null;
  delta: number;
  days: number;
  picture?: 'none' | 'broken';
}[] = [
  { brokerage: 'royalElite', delta: 52_000, days: 6 },
  { brokerage: 'royalElite', delta: -25_000, days: 4 },
  { brokerage: 'royalElite', delta: 0, days: 21 },
  { brokerage: 'homeart', delta: 10_000, days: 30 },
  { brokerage: 'homeart', delta: -8_000, days: 12, picture: 'broken' },
  { brokerage: 'eastide', delta: 0, days: 3 },
  { brokerage: 'masterTrust', delta: -40_000, days: 45 },
  { brokerage: 'masterChoice', delta: 120_000, days: 2 },
  { brokerage: 'hearthRealty', delta: -1_000, days: 9, picture: 'none' },
  { brokerage: 'hearthGroup', delta: 0, days: 10 },
  { brokerage: 'other', delta: 5_000, days: 14 },
  { brokerage: null, delta: -15_000, days: 1 },
];

/** Open-house cards: one date or two (a weekend), various brokerages. */
const OPEN: { brokerage: keyof typeof DAILY_BROKERAGES | null; dates: string[] }[] = [
  { brokerage: 'royalElite', dates: ['2026-11-28 14:00-16:00'] },
  { brokerage: 'royalElite', dates: ['2026-11-28 14:00-16:00', '2026-11-29 14:00-16:00'] },
  { brokerage: 'homeart', dates: ['2026-11-29 13:00-15:00'] },
  { brokerage: 'homeart', dates: ['2026-11-28 11:00-13:00', '2026-11-29 14:00-17:00'] },
  { brokerage: 'eastide', dates: ['2026-11-28 12:00-14:00', '2026-11-29 12:00-14:00'] },
  { brokerage: 'masterTrust', dates: ['2026-11-29 14:00-16:00'] },
  { brokerage: 'masterChoice', dates: ['2026-11-28 14:00-16:00'] },
  { brokerage: 'hearthRealty', dates: ['2026-11-28 10:00-12:00', '2026-11-29 10:00-12:00'] },
  { brokerage: 'hearthGroup', dates: ['2026-11-29 15:00-17:00'] },
  { brokerage: 'holding', dates: ['2026-11-28 14:00-16:00'] },
];

/** The whole daily report, deterministic; positions follow the array order per kind. */
export function buildDailyListings(): DailyListingSeed[] {
  const rng = createRng(20261122);
  const out: DailyListingSeed[] = [];
  let n = 0;
  for (const [key, count] of NEW_COUNTS)
    for (let i = 0; i < count; i += 1)
      out.push(card(rng, 'new', (n += 1), key ? DAILY_BROKERAGES[key] : null));
  for (const s of SOLD) {
    const c = card(rng, 'sold', (n += 1), s.brokerage ? DAILY_BROKERAGES[s.brokerage] : null);
    out.push({ ...c, soldPrice: c.price + s.delta, soldInDays: s.days, picture: s.picture ?? 'photo' });
  }
  for (const o of OPEN)
    out.push({
      ...card(rng, 'openhouse', (n += 1), o.brokerage ? DAILY_BROKERAGES[o.brokerage] : null),
      openhouse: o.dates,
    });
  return out;
}
