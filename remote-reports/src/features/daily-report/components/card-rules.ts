import type { DailyListing } from '@hearth/shared/contracts/cmis';

/** Spec §9: at most 38 cards are shown when more than 41 are supplied. */
export const CARD_CAP = 38;
export const CAP_ABOVE = 41;
/** Sold-in-days threshold (spec: "configured", value not shown): "Sold In Just n Days" below it. */
export const SOLD_IN_DAYS_THRESHOLD = 10;
/** Grid columns: 4 on desktop, 2 under the 768 px mobile breakpoint. */
export const DESKTOP_COLUMNS = 4;
export const MOBILE_COLUMNS = 2;

/** The cards shown: the first 38 when more than 41 are supplied, else all of them. */
export function capCards<T>(cards: readonly T[]): T[] {
  return cards.length > CAP_ABOVE ? cards.slice(0, CARD_CAP) : [...cards];
}

/** How many "coming soon" pictures pad `count` cards to a multiple of `columns`. */
export function paddingCount(count: number, columns: number): number {
  return (columns - (count % columns)) % columns;
}

export type SoldBadge = { kind: 'overAsking' } | { kind: 'inDays'; days: number } | { kind: 'sold' };

/** "Sold Over Asking" if soldPrice > price; else "Sold In Just n Days" if soldInDays < threshold; else "Sold". */
export function soldBadge(
  listing: Pick<DailyListing, 'price' | 'soldPrice' | 'soldInDays'>,
  threshold = SOLD_IN_DAYS_THRESHOLD,
): SoldBadge {
  const { price, soldPrice, soldInDays } = listing;
  if (price !== null && soldPrice !== null && soldPrice > price) return { kind: 'overAsking' };
  if (soldInDays !== null && soldInDays >= 0 && soldInDays < threshold)
    return { kind: 'inDays', days: soldInDays };
  return { kind: 'sold' };
}

export interface OpenHouseSlot {
  /** Calendar date YYYY-MM-DD. */
  date: string;
  start: string;
  end: string;
}

const SLOT = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}:\d{2})(?::\d{2})?\s*[-–~至]\s*(\d{1,2}:\d{2})(?::\d{2})?$/;

/** Parses one open-house string "YYYY-MM-DD HH:mm-HH:mm" (seconds allowed); null when it is not one. */
export function parseOpenHouse(text: string): OpenHouseSlot | null {
  const m = SLOT.exec(text.trim());
  return m ? { date: m[1]!, start: m[2]!, end: m[3]! } : null;
}

export type OpenHouseBadge =
  | { kind: 'one'; day: string; times: string }
  | { kind: 'two'; days: string; times: string }
  | { kind: 'text'; text: string }
  | null;

/**
 * The open-house badge: one date string gives the day plus start–end; two give both days joined by a slash plus
 * the times (one range when both days share it, else both joined by a slash). `dayOf` formats a calendar date.
 * Unparseable strings are shown as sent.
 */
export function openHouseBadge(strings: readonly string[], dayOf: (date: string) => string): OpenHouseBadge {
  const texts = strings
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 2);
  if (texts.length === 0) return null;
  const slots = texts.map(parseOpenHouse);
  if (slots.some((s) => s === null)) return { kind: 'text', text: texts.join(' / ') };
  const [a, b] = slots as OpenHouseSlot[];
  const range = (s: OpenHouseSlot) => `${s.start}-${s.end}`;
  if (!b) return { kind: 'one', day: dayOf(a!.date), times: range(a!) };
  const times = range(a!) === range(b) ? range(a!) : `${range(a!)} / ${range(b)}`;
  return { kind: 'two', days: `${dayOf(a!.date)}/${dayOf(b.date)}`, times };
}

/** "street, city" → its two parts (the city may be absent). */
export function splitAddress(fullAddress: string | null): { street: string; city: string } {
  const text = fullAddress?.trim() ?? '';
  const at = text.indexOf(',');
  return at < 0
    ? { street: text, city: '' }
    : { street: text.slice(0, at).trim(), city: text.slice(at + 1).trim() };
}

/** Bedrooms with the optional "+plus": "3", "3+1"; empty when unknown. */
export function bedroomsText(bedrooms: number | null, plus: number | null): string {
  if (bedrooms === null) return '';
  return plus !== null && plus > 0 ? `${bedrooms}+${plus}` : String(bedrooms);
}

/** A calendar date as a short localised day, e.g. "Sat Nov 28" / "11月28日周六" (never shifted by a zone). */
export function formatDay(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const at = new Date(Date.UTC(y!, m! - 1, d!));
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}
