import { DateTime } from 'luxon';

export type DateInput = string | number | Date | null | undefined;

function toDateTime(value: DateInput, zone: 'utc' | 'local'): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  let dt: DateTime;
  if (value instanceof Date) dt = DateTime.fromJSDate(value);
  else if (typeof value === 'number') dt = DateTime.fromMillis(value);
  else {
    // Backend strings are 'YYYY-MM-DD HH:mm:ss' (UTC) or ISO 8601.
    const opts = { zone: zone === 'utc' ? 'utc' : 'local' };
    dt = DateTime.fromSQL(value, opts);
    if (!dt.isValid) dt = DateTime.fromISO(value, opts);
  }
  return dt.isValid ? dt.toLocal() : null;
}

/** YYYY-MM-DD in local time, or null when absent/invalid. */
export function formatDate(value: DateInput, sourceZone: 'utc' | 'local' = 'utc'): string | null {
  return toDateTime(value, sourceZone)?.toFormat('yyyy-MM-dd') ?? null;
}

/** YYYY-MM-DD HH:mm in local time, or null when absent/invalid. */
export function formatDateTime(value: DateInput, sourceZone: 'utc' | 'local' = 'utc'): string | null {
  return toDateTime(value, sourceZone)?.toFormat('yyyy-MM-dd HH:mm') ?? null;
}
