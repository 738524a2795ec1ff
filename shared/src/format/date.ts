import { DateTime } from 'luxon';
import { MARKET_ZONE } from './market-zone';

export type DateInput = string | number | Date | null | undefined;

/** A calendar date without a time: shown as written, never shifted by a time zone. */
const DATE_ONLY = /^(\d{4}-\d{2}-\d{2})$/;

/**
 * Parses what the tolerant contracts accept (shared/src/contracts/tolerant.ts, DateTimeText): date only,
 * `YYYY-MM-DD HH:mm[:ss[.fff]]` (with or without an offset) and ISO 8601 (T, Z, ±HH:mm, ±HHmm); numbers are
 * epoch milliseconds. A value with its own offset keeps it; a zone-less one is read in `zone` (UTC for the
 * backends that say so, e.g. the vendor service; 'local' for wall-clock values, the market's: MARKET_ZONE). The
 * result is in MARKET_ZONE, whatever the zone of the machine that runs it (browser or server).
 */
function toDateTime(value: DateInput, zone: 'utc' | 'local'): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  let dt: DateTime;
  if (value instanceof Date) dt = DateTime.fromJSDate(value);
  else if (typeof value === 'number') dt = DateTime.fromMillis(value);
  else {
    const text = value.trim().replace(/^(\S+T\S+?)\s+(Z|[+-]\d{2}(?::?\d{2})?)$/i, '$1$2');
    const opts = { zone: zone === 'utc' ? 'utc' : MARKET_ZONE };
    dt = DateTime.fromSQL(text, opts);
    if (!dt.isValid) dt = DateTime.fromISO(text, opts);
  }
  return dt.isValid ? dt.setZone(MARKET_ZONE) : null;
}

/**
 * YYYY-MM-DD in the market's time (MARKET_ZONE), or null when absent/invalid. A date-only value is a calendar date
 * and is shown as written; a date-time is converted from `sourceZone` (when it has no offset of its own).
 */
export function formatDate(value: DateInput, sourceZone: 'utc' | 'local' = 'utc'): string | null {
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value.trim())?.[1];
    if (day) return DateTime.fromISO(day, { zone: 'utc' }).isValid ? day : null;
  }
  return toDateTime(value, sourceZone)?.toFormat('yyyy-MM-dd') ?? null;
}

/**
 * YYYY-MM-DD HH:mm in the market's time (MARKET_ZONE), or null when absent/invalid. A date-only value has no time to show: it is
 * shown as its date (YYYY-MM-DD), not shifted.
 */
export function formatDateTime(value: DateInput, sourceZone: 'utc' | 'local' = 'utc'): string | null {
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) return formatDate(value, sourceZone);
  return toDateTime(value, sourceZone)?.toFormat('yyyy-MM-dd HH:mm') ?? null;
}

/** The instant a value stands for (epoch ms; read as `formatDateTime` reads it), or null when absent/invalid. */
export function instantOf(value: DateInput, sourceZone: 'utc' | 'local' = 'utc'): number | null {
  return toDateTime(value, sourceZone)?.toMillis() ?? null;
}

/**
 * The market's calendar day (YYYY-MM-DD) `offsetDays` after the one it is at `now`: 0 today, 1 tomorrow. Counted in
 * calendar days, so a day of 23 or 25 hours (a DST change) does not skip or repeat a date.
 */
export function marketDay(offsetDays = 0, now: number = Date.now()): string {
  return DateTime.fromMillis(now, { zone: MARKET_ZONE }).plus({ days: offsetDays }).toFormat('yyyy-MM-dd');
}
