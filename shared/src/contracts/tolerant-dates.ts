import * as v from 'valibot';
import { readDateTimeText } from '../format/date-text';

/** Normalises a date/time text, or returns null when it is not one of the accepted forms (or not a real date). */
export function normaliseDateTime(text: string): string | null {
  const read = readDateTimeText(text);
  if (!read) return null;
  return read.time ? `${read.date}T${read.time.text}${read.offset?.text ?? ''}` : read.date;
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
