// No imports: the tolerant contracts (contracts/tolerant-dates.ts) and the date formatters (format/date.ts) read a
// date text the same way.

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A date or date-time text, read as written. */
export interface DateTimeText {
  /** `YYYY-MM-DD`. */
  date: string;
  year: number;
  month: number;
  day: number;
  /** Absent on a calendar date. `text`: `HH:mm:ss[.fff]`. */
  time: { hour: number; minute: number; second: number; millisecond: number; text: string } | null;
  /** Its own offset from UTC, when it has one: `Z` or `±HH:mm`, and in minutes east of UTC. */
  offset: { text: string; minutes: number } | null;
}

/**
 * Reads `YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss[.fff]]` and ISO 8601 (`T`, `Z`, `±HH:mm`, `±HHmm`), or returns null
 * when the text is not one of them or not a real date and time.
 */
export function readDateTimeText(text: string): DateTimeText | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || probe.getUTCDate() !== day || probe.getUTCMonth() !== month - 1) return null;
  const date = `${y}-${mo}-${d}`;
  if (h === undefined)
    return zone === undefined ? { date, year, month, day, time: null, offset: null } : null;
  const [hour, minute, second] = [Number(h), Number(mi), Number(s ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offset: DateTimeText['offset'] = null;
  if (zone) {
    const z = zone.toUpperCase();
    if (z === 'Z') offset = { text: 'Z', minutes: 0 };
    else {
      const digits = z.replace(':', '');
      const oh = Number(digits.slice(1, 3));
      const om = Number(digits.slice(3, 5) || '0');
      if (oh > 18 || om > 59) return null;
      const sign = digits.charAt(0);
      offset = { text: `${sign}${pad(oh)}:${pad(om)}`, minutes: (sign === '-' ? -1 : 1) * (oh * 60 + om) };
    }
  }
  const fraction = frac ? frac.slice(0, 3).padEnd(3, '0') : '';
  const time = {
    hour,
    minute,
    second,
    millisecond: fraction ? Number(fraction) : 0,
    text: `${h}:${mi}:${s ?? '00'}${fraction ? `.${fraction}` : ''}`,
  };
  return { date, year, month, day, time, offset };
}
