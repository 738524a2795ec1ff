/**
 * Wire formats of the MINIMAL records (seed: `minimal` column): the other shapes a real service may send and the
 * tolerant contracts accept (numbers as strings, ISO 8601 dates). Regular records keep the documented formats.
 */

/** A UTC `YYYY-MM-DD HH:mm:ss` as ISO 8601 UTC: `YYYY-MM-DDTHH:mm:ssZ`. */
export function isoUtc(sqlUtc: string): string {
  return `${sqlUtc.replace(' ', 'T')}Z`;
}

/** A UTC `YYYY-MM-DD HH:mm:ss` as ISO 8601 at a fixed offset, e.g. `2026-11-19T02:30:00+08:00` for hours 8. */
export function isoAtOffset(sqlUtc: string, hours: number): string {
  const shifted = new Date(Date.parse(isoUtc(sqlUtc)) + hours * 3600_000).toISOString().slice(0, 19);
  const sign = hours < 0 ? '-' : '+';
  return `${shifted}${sign}${String(Math.abs(hours)).padStart(2, '0')}:00`;
}

/** A number as the string a loosely typed service sends ("1189000", "14.99"). */
export function numberText(n: number): string {
  return String(Math.round(n * 100) / 100);
}
