import * as v from 'valibot';

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Normalises a date/time text, or returns null when it is not one of the accepted forms (or not a real date). */
export function normaliseDateTime(text: string): string | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || probe.getUTCDate() !== day || probe.getUTCMonth() !== month - 1) return null;
  const date = `${y}-${mo}-${d}`;
  if (h === undefined) return zone === undefined ? date : null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return null;
  let offset = '';
  if (zone) {
    const z = zone.toUpperCase();
    if (z === 'Z') offset = 'Z';
    else {
      const digits = z.replace(':', '');
      const oh = Number(digits.slice(1, 3));
      const om = Number(digits.slice(3, 5) || '0');
      if (oh > 18 || om > 59) return null;
      offset = `${digits.charAt(0)}${pad(oh)}:${pad(om)}`;
    }
  }
  const fraction = frac ? `.${frac.slice(0, 3).padEnd(3, '0')}` : '';
  return `${date}T${h}:${mi}:${s ?? '00'}${fraction}${offset}`;
}

/**
 * A date or date-time: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss[.fff]]`, ISO 8601 (`T`, `Z`, `±HH:mm`, `±HHmm`), or
 * epoch milliseconds. Output normalised: `YYYY-MM-DD` (date only) or `YYYY-MM-DDTHH:mm:ss[.fff][Z|±HH:mm]`;
 * epoch milliseconds become UTC (`…Z`). A zone-less value keeps the meaning its endpoint documents.
 * `@hearth/shared/dates` (formatDate / formatDateTime) displays every output form.
 */
export const DateTimeText = v.pipe(
  v.union([
    v.pipe(
      v.string(),
      v.check((s) => normaliseDateTime(s) !== null, 'must be a date or a date-time'),
    ),
    v.pipe(
      v.number(),
      v.finite(),
      v.check((n) => !Number.isNaN(new Date(n).getTime()), 'must be a time'),
    ),
  ]),
  v.transform((x) => (typeof x === 'number' ? new Date(x).toISOString() : (normaliseDateTime(x) as string))),
);
