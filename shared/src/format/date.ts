import { readDateTimeText } from './date-text';
import { MARKET_ZONE } from './market-zone';

export type DateInput = string | number | Date | null | undefined;

/** A calendar date without a time: shown as written, never shifted by a time zone. */
const DATE_ONLY = /^(\d{4}-\d{2}-\d{2})$/;
const DAY_MS = 86_400_000;
/** The range of a JavaScript Date. */
const MAX_TIME = 8.64e15;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

let marketClock: Intl.DateTimeFormat | null = null;

/** The market's wall clock at `instant` (the browser's and Node's time zone data, through Intl). */
function marketWallClock(instant: number): WallClock {
  marketClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: MARKET_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const part: Record<string, number> = {};
  for (const { type, value } of marketClock.formatToParts(instant)) part[type] = Number(value);
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour: part.hour! % 24,
    minute: part.minute!,
  };
}

/** The market's offset from UTC at `instant`, in milliseconds (EST −5 h, EDT −4 h). */
function marketOffset(instant: number): number {
  const whole = Math.floor(instant / 60_000) * 60_000;
  const w = marketWallClock(whole);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - whole;
}

/**
 * The instant of a market wall-clock time (`local`: its fields read as if UTC). At a change of offset, a time the
 * change skips is read in the offset before it (02:30 on the spring day is 03:30 EDT), and a time it repeats is
 * its first occurrence (01:30 EDT on the fall day).
 */
function marketInstant(local: number): number {
  const before = local - marketOffset(local - DAY_MS);
  const after = local - marketOffset(local + DAY_MS);
  const holds = (instant: number) => instant + marketOffset(instant) === local;
  if (holds(before)) return holds(after) ? Math.min(before, after) : before;
  return holds(after) ? after : before;
}

/**
 * The instant of what the tolerant contracts accept (shared/src/contracts/tolerant.ts, DateTimeText): date only,
 * `YYYY-MM-DD HH:mm[:ss[.fff]]` (with or without an offset) and ISO 8601 (T, Z, ±HH:mm, ±HHmm); numbers are
 * epoch milliseconds. A value with its own offset keeps it; a zone-less one is read in `zone` (UTC for the
 * backends that say so, e.g. the vendor service; 'local' for wall-clock values, the market's: MARKET_ZONE).
 */
function instantFrom(value: DateInput, zone: 'utc' | 'local'): number | null {
  if (value === null || value === undefined || value === '') return null;
  let instant: number;
  if (value instanceof Date) instant = value.getTime();
  else if (typeof value === 'number') instant = value;
  else {
    const read = readDateTimeText(value);
    if (!read) return null;
    const t = read.time;
    const fields = Date.UTC(
      read.year,
      read.month - 1,
      read.day,
      t?.hour ?? 0,
      t?.minute ?? 0,
      t?.second ?? 0,
      t?.millisecond ?? 0,
    );
    if (read.offset) instant = fields - read.offset.minutes * 60_000;
    else instant = zone === 'utc' ? fields : marketInstant(fields);
  }
  return Number.isFinite(instant) && Math.abs(instant) <= MAX_TIME ? instant : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayText = (w: WallClock) => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/**
 * YYYY-MM-DD in the market's time (MARKET_ZONE), or null when absent/invalid. A date-only value is a calendar date
 * and is shown as written; a date-time is converted from `sourceZone` (when it has no offset of its own). The
 * output is the same whatever the zone of the machine that runs it (browser or server).
 */
export function formatDate(value: DateInput, sourceZone: 'utc' | 'local' = 'utc'): string | null {
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value.trim())?.[1];
    if (day) return readDateTimeText(day) ? day : null;
  }
  const instant = instantFrom(value, sourceZone);
  return instant === null ? null : dayText(marketWallClock(instant));
}

/**
 * YYYY-MM-DD HH:mm in the market's time (MARKET_ZONE), or null when absent/invalid. A date-only value has no time to show: it is
 * shown as its date (YYYY-MM-DD), not shifted.
 */
export function formatDateTime(value: DateInput, sourceZone: 'utc' | 'local' = 'utc'): string | null {
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) return formatDate(value, sourceZone);
  const instant = instantFrom(value, sourceZone);
  if (instant === null) return null;
  const w = marketWallClock(instant);
  return `${dayText(w)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** The instant a value stands for (epoch ms; read as `formatDateTime` reads it), or null when absent/invalid. */
export function instantOf(value: DateInput, sourceZone: 'utc' | 'local' = 'utc'): number | null {
  return instantFrom(value, sourceZone);
}

/**
 * The market's calendar day (YYYY-MM-DD) `offsetDays` after the one it is at `now`: 0 today, 1 tomorrow. Counted in
 * calendar days, so a day of 23 or 25 hours (a DST change) does not skip or repeat a date.
 */
export function marketDay(offsetDays = 0, now: number = Date.now()): string {
  const today = marketWallClock(now);
  return new Date(Date.UTC(today.year, today.month - 1, today.day + offsetDays)).toISOString().slice(0, 10);
}
